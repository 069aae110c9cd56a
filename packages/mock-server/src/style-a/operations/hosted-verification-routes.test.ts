import { afterEach, describe, expect, it } from 'vitest';
import { createApplicantAs } from '../../../test/support/style-a-applicants';
import { getA, styleAToken } from '../../../test/support/style-a-journey';
import { ORIGIN, testMock } from '../../../test/support/test-mock';
import type { Mock } from '../../app';
import { listProviderCallbacks } from '../../domain/applicants';

let mock: Mock;
afterEach(() => mock?.close());

const form = (decision: string) =>
  ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `decision=${decision}`,
  }) as const;

describe('hosted verification page at verification_url', () => {
  it('shows the applicant with Approve and Reject, and Approve sends the signed callback', async () => {
    mock = testMock();
    const applicant = await createApplicantAs(mock, 'DEVELOPER', { first_name: 'Zoë <b>' });
    const url = String(applicant.verification_url);
    expect(url.startsWith(`${ORIGIN}/style-a/hosted/veritas/verify/`)).toBe(true);

    const page = await mock.fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('Zoë &lt;b&gt; Lovelace');
    expect(html).toContain('value="GREEN"');
    expect(html).toContain('value="RED"');

    const approved = await mock.fetch(url, form('GREEN'));
    expect(approved.status).toBe(200);
    expect(await approved.text()).toContain('KYC status is now APPROVED');
    // It went through the provider's signed callback, recorded and applied like any other.
    expect(listProviderCallbacks(mock.ctx)).toMatchObject([
      { kind: 'kyc', outcome: 'applied', payload: { applicant_id: applicant.id, review_answer: 'GREEN' } },
    ]);
    const token = await styleAToken(mock, 'DEVELOPER');
    expect((await getA(mock, token, `/v1/applicants/${applicant.id}`)).body.data).toMatchObject({
      kyc_status: 'APPROVED',
      verification_url: null,
    });
    // Once approved, the page says so and offers no buttons.
    const done = await (await mock.fetch(url)).text();
    expect(done).toContain('Verification is complete');
    expect(done).not.toContain('value="GREEN"');
  });

  it('Reject sends RED; a bad decision or an unknown applicant gets the Style A envelope', async () => {
    mock = testMock();
    const applicant = await createApplicantAs(mock, 'DEVELOPER');
    const url = String(applicant.verification_url);
    expect(await (await mock.fetch(url, form('RED'))).text()).toContain('KYC status is now REJECTED');

    const bad = await mock.fetch(url, form('MAYBE'));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'INVALID_REQUEST' } });
    const unknown = await mock.fetch(`${ORIGIN}/style-a/hosted/veritas/verify/app_none`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const otherProvider = await mock.fetch(url.replace('/veritas/', '/other/'));
    expect(otherProvider.status).toBe(404);
  });

  it("approves at a sandbox's verification_url too: the callback goes to the sandbox's own path", async () => {
    mock = testMock();
    const created = await mock.fetch(`${ORIGIN}/_mock/sandboxes`, { method: 'POST' });
    const sandbox = (
      (await created.json()) as {
        data: {
          styleA: { baseUrl: string; apiKeys: Record<string, { clientId: string; clientSecret: string }> };
        };
      }
    ).data;
    const key = sandbox.styleA.apiKeys.DEVELOPER;
    const json = { 'content-type': 'application/json' };
    const token = (await (
      await mock.fetch(`${sandbox.styleA.baseUrl}/v1/oauth/token`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ client_id: key?.clientId, client_secret: key?.clientSecret }),
      })
    ).json()) as { access_token: string };
    const headers = { ...json, authorization: `Bearer ${token.access_token}` };
    const body = JSON.stringify({
      type: 'INDIVIDUAL',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
    });
    const created2 = await mock.fetch(`${sandbox.styleA.baseUrl}/v1/applicants`, {
      method: 'POST',
      headers,
      body,
    });
    const applicant = ((await created2.json()) as { data: { id: string; verification_url: string } }).data;
    expect(applicant.verification_url).toContain('/sandboxes/');

    const approved = await mock.fetch(applicant.verification_url, form('GREEN'));
    expect(approved.status).toBe(200);
    expect(await approved.text()).toContain('KYC status is now APPROVED');
    const read = await mock.fetch(`${sandbox.styleA.baseUrl}/v1/applicants/${applicant.id}`, { headers });
    expect(((await read.json()) as { data: { kyc_status: string } }).data.kyc_status).toBe('APPROVED');
  });
});
