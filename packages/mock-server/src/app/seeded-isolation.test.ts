import { describe, expect, it } from 'vitest';
import { testMock } from '../../test/support/test-mock';
import { styleAApplicant, styleAToken, styleBAccount, styleBToken } from '../testing';
import type { JourneyTarget } from '../testing/sandbox-client';
import type { MockConfig } from './mock-config';

// Every isolation answer of the interface can be provoked from outside, with only what /_mock/config
// hands out: a second Style B program (40399 across programs, a foreign parentAccountId) and a second
// Style A reseller (reseller-to-reseller isolation).
describe('the second seeded program and reseller', () => {
  const setup = () => {
    const mock = testMock();
    const config = mock.config() as MockConfig;
    const { otherProgram } = config.styleB;
    const { otherReseller } = config.styleA;
    if (!otherProgram || !otherReseller) throw new Error('/_mock/config lacks otherProgram or otherReseller');
    const target: JourneyTarget = { fetch: mock.fetch, config };
    const other: JourneyTarget = {
      fetch: mock.fetch,
      config: { ...config, styleB: { ...config.styleB, ...otherProgram } },
    };
    const get = async (url: string, headers: Record<string, string>) => {
      const answer = await mock.fetch(url, { headers });
      return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
    };
    return { mock, config, otherProgram, otherReseller, target, other, get };
  };

  it('are in /_mock/config, with working credentials of their own', async () => {
    const { config, otherProgram, otherReseller, other } = setup();
    expect(otherProgram.clientId).not.toBe(config.styleB.clientId);
    expect(otherProgram.parentAccountId).not.toBe(config.styleB.parentAccountId);
    expect(config.styleA.organizations.map((organization) => organization.id)).toContain(
      otherReseller.organizationId,
    );
    expect(await styleBToken(other)).toEqual(expect.any(String));
  });

  it("a Style B token of one program finds none of the other's accounts (404 40404, part 7.2)", async () => {
    const { config, target, other, get } = setup();
    const { accountId } = await styleBAccount(other);
    const token = await styleBToken(target);
    const answer = await get(`${config.styleB.baseUrl}/v1/card-list?accountId=${accountId}`, {
      'x-access-token': token,
    });
    expect(answer).toMatchObject({ status: 404, body: { code: '40404' } });
  });

  it("registering under the other program's parentAccountId answers 403 40399 (B-47)", async () => {
    const { mock, config, otherProgram, target } = setup();
    const answer = await mock.fetch(`${config.styleB.baseUrl}/v1/accounts/register`, {
      method: 'POST',
      headers: { 'x-access-token': await styleBToken(target), 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ann Lee',
        email: 'ann@example.com',
        parentAccountId: otherProgram.parentAccountId,
      }),
    });
    expect([answer.status, ((await answer.json()) as { code: string }).code]).toEqual([403, '40399']);
  });

  it("the other reseller reaches none of the first reseller's organizations and applicants", async () => {
    const { config, otherReseller, target, get, mock } = setup();
    const { applicantId, organizationId } = await styleAApplicant(target);
    const answer = await mock.fetch(`${config.styleA.baseUrl}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: otherReseller.clientId, client_secret: otherReseller.clientSecret }),
    });
    const { access_token: token } = (await answer.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}` };
    expect(await get(`${config.styleA.baseUrl}/v1/applicants/${applicantId}`, headers)).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND' } },
    });
    const organizationIds = async (authorization: Record<string, string>) =>
      (
        (await get(`${config.styleA.baseUrl}/v1/organizations`, authorization)).body.data as {
          items: Array<{ id: string }>;
        }
      ).items.map((organization) => organization.id);
    expect(await organizationIds(headers)).toEqual([otherReseller.organizationId]);
    // The first reseller's admin sees its own tree, not the second reseller.
    const first = { authorization: `Bearer ${await styleAToken(target, 'RESELLER_ADMIN')}` };
    const firstTree = await organizationIds(first);
    expect(firstTree).toContain(organizationId);
    expect(firstTree).not.toContain(otherReseller.organizationId);
  });
});
