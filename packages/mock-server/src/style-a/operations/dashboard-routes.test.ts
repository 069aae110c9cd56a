import { afterEach, describe, expect, it } from 'vitest';
import { callA, getA } from '../../../test/support/style-a-journey';
import { testMock } from '../../../test/support/test-mock';
import type { Mock } from '../../app';
import { SANDBOX_INVITE_TOKEN, SANDBOX_USER } from '../../domain/organizations';

let mock: Mock;
afterEach(() => mock?.close());

describe('Style A dashboard sign-in and invites (A-8)', () => {
  it('signs the seeded user in with a usable token, and refuses a wrong password with INVALID_CREDENTIALS', async () => {
    mock = testMock();
    const ok = await callA(mock, 'POST', '/v1/auth/login', SANDBOX_USER);
    expect(ok).toMatchObject({
      status: 200,
      body: { token_type: 'Bearer', expires_in: 3600, role: 'ORG_ADMIN' },
    });
    const token = (ok.body as { access_token: string }).access_token;
    expect((await getA(mock, token, '/v1/organizations')).status).toBe(200);
    const wrong = await callA(mock, 'POST', '/v1/auth/login', {
      ...SANDBOX_USER,
      password: 'wrong-password-1',
    });
    expect(wrong).toMatchObject({ status: 401, body: { error: { code: 'INVALID_CREDENTIALS' } } });
    const unknown = await callA(mock, 'POST', '/v1/auth/login', {
      email: 'nobody@example.test',
      password: 'whatever-password',
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('accepts an invite once with a strong password, then answers INVITE_EXPIRED', async () => {
    mock = testMock();
    const path = `/v1/invites/${SANDBOX_INVITE_TOKEN}/accept`;
    expect(await callA(mock, 'POST', path, { password: 'short' })).toMatchObject({
      status: 400,
      body: { error: { code: 'WEAK_PASSWORD' } },
    });
    const accepted = await callA(mock, 'POST', path, { password: 'a-long-enough-password' });
    expect(accepted).toMatchObject({ status: 200, body: { role: 'DEVELOPER' } });
    expect(await callA(mock, 'POST', path, { password: 'a-long-enough-password' })).toMatchObject({
      status: 410,
      body: { error: { code: 'INVITE_EXPIRED' } },
    });
    expect(
      (await callA(mock, 'POST', '/v1/invites/inv_unknown/accept', { password: 'a-long-enough-password' }))
        .status,
    ).toBe(404);
  });

  it('expires an invite 7 days after it was issued, on the mock clock', async () => {
    mock = testMock();
    mock.clock.advance(7 * 86_400_000);
    expect(
      await callA(mock, 'POST', `/v1/invites/${SANDBOX_INVITE_TOKEN}/accept`, {
        password: 'a-long-enough-password',
      }),
    ).toMatchObject({
      status: 410,
      body: { error: { code: 'INVITE_EXPIRED' } },
    });
  });
});
