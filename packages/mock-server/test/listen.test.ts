import { afterEach, describe, expect, it } from 'vitest';
import { createMock, type Mock } from '../src';
import { type ListeningMock, listen } from '../src/node';

let mock: Mock;
let server: ListeningMock;
afterEach(async () => {
  await server?.close();
  mock?.close();
});

describe('listen (real HTTP)', () => {
  it('serves Style B OAuth and the control API on a free port', async () => {
    mock = createMock();
    server = await listen(mock, { port: 0 });
    const config = mock.config(server.origin);
    const authorize = await fetch(
      `${config.styleB.baseUrl}/v1/oauth/authorize?clientId=${config.styleB.clientId}`,
    );
    expect(authorize.status).toBe(200);
    expect(authorize.headers.get('request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const { data } = (await authorize.json()) as { data: { code: string } };
    const token = await fetch(`${config.styleB.baseUrl}/v1/oauth/access-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientId: config.styleB.clientId,
        clientSecret: config.styleB.clientSecret,
        code: data.code,
      }),
    });
    expect(((await token.json()) as { code: string }).code).toBe('000000');
    const clock = await fetch(`${config.controlUrl}/clock`);
    expect(((await clock.json()) as { data: { frozen: boolean } }).data.frozen).toBe(false);
  });

  it('drops the connection for an injected network error', async () => {
    mock = createMock();
    server = await listen(mock, { port: 0 });
    const config = mock.config(server.origin);
    await fetch(`${config.controlUrl}/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1, effect: { type: 'network-error' } }),
    });
    await expect(fetch(`${config.styleB.baseUrl}/v1/oauth/authorize?clientId=x`)).rejects.toThrow(TypeError);
  });
});
