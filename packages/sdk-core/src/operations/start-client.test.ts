import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error';
import { ConnectionError } from '../errors/connection-error';
import { createStatusErrors } from '../errors/status-errors';
import type { OperationDef } from './operation-def';
import { startClient, type TokenRequest } from './start-client';
import type { StylePolicy } from './style-policy';

class StyleXApiError extends ApiError<string> {}

const tokenOp: OperationDef = { method: 'POST', path: '/v1/token', anonymous: true };
const cards: OperationDef = { method: 'GET', path: '/v1/cards' };

const policy: StylePolicy = {
  client: 'createStyleXClient',
  auth: {
    apply: (headers, token) => headers.set('authorization', `Bearer ${token}`),
    isRejected: async (response) => response.status === 401,
  },
  anonymousPaths: [tokenOp.path],
  loadRawClient: () => Promise.reject(new Error('not used')),
  errors: createStatusErrors(StyleXApiError),
  connectionError: (init) => new ConnectionError(init),
  failure: (_op, answer) => (answer.response.ok ? undefined : { code: 'NOPE' }),
  unwrap: (_op, answer) => ({ data: answer.body }),
};

// The token step as a style writes it: its token operation sent through the binder.
const requestToken: TokenRequest<{ accessToken: string; expiresAt: number }> = async (
  binder,
  credentials,
  now,
) => {
  const { token } = await binder.send<{ token: string }>(tokenOp, {
    body: { clientId: credentials.clientId, clientSecret: credentials.clientSecret },
  });
  return { accessToken: token, expiresAt: now() + 60_000 };
};

describe('startClient', () => {
  it("checks the options under the policy's client name", () => {
    expect(() =>
      startClient(
        { baseUrl: 'https://api.example.com', clientId: 'id', clientSecret: '' },
        policy,
        requestToken,
      ),
    ).toThrow(new TypeError('createStyleXClient: clientSecret is required'));
  });

  it('fetches the token through the binder with the credentials given at construction', async () => {
    const sent: Array<{ url: string; body: string; authorization: string | null }> = [];
    const fetch = async (input: Request | URL | string, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push({
        url: request.url,
        body: await request.text(),
        authorization: request.headers.get('authorization'),
      });
      const body = request.url.endsWith('/v1/token') ? { token: 't-1' } : [];
      return Response.json(body);
    };
    const options = { baseUrl: 'https://api.example.com', clientId: 'id', clientSecret: 'secret', fetch };
    const [core, binder] = startClient(options, policy, requestToken);
    options.clientSecret = 'changed later';
    await binder.send(cards, {});
    expect(sent.map(({ url }) => url)).toEqual([
      'https://api.example.com/v1/token',
      'https://api.example.com/v1/cards',
    ]);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(sent[1]?.authorization).toBe('Bearer t-1');
    expect(core.tokens.current?.accessToken).toBe('t-1');
  });
});
