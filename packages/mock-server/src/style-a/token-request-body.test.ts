import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN, testMock } from '../../test/support/test-mock';
import type { Mock } from '../app';

let mock: Mock;
afterEach(() => mock?.close());

async function formToken(fields: Record<string, string>) {
  const res = await mock.fetch(`${ORIGIN}/style-a/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: new URLSearchParams(fields),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('POST /v1/oauth/token with the OAuth form encoding', () => {
  it('grants client credentials as JSON does', async () => {
    mock = testMock();
    const { clientId, clientSecret } = mock.seeded.styleA.apiKeys.DEVELOPER;
    const res = await formToken({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
      scope: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, role: 'DEVELOPER' });
  });

  it('refuses another grant, a missing field and a wrong secret in Style A’s envelope', async () => {
    mock = testMock();
    const { clientId } = mock.seeded.styleA.apiKeys.DEVELOPER;
    const password = await formToken({ grant_type: 'password', client_id: clientId, client_secret: 'x' });
    expect(password).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_REQUEST', message: expect.stringContaining('grant_type') } },
    });
    const missing = await formToken({ grant_type: 'client_credentials', client_id: clientId });
    expect(missing).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_REQUEST', message: expect.stringContaining('client_secret') } },
    });
    const wrong = await formToken({ client_id: clientId, client_secret: 'sk_wrong' });
    expect(wrong).toMatchObject({ status: 401, body: { error: { code: 'INVALID_CLIENT' } } });
  });
});
