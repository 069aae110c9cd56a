import { describe, expect, it } from 'vitest';
import { isLoopback, ReadOnlyRefusal, Recorder } from './recording-fetch';

const ok = async () => Response.json({ code: '000000', message: 'ok', data: {} });

describe('Recorder', () => {
  it('records each answer under the current step, its path below the base URL', async () => {
    const recorder = new Recorder({
      style: 'b',
      baseUrl: 'https://api.example.com/style-b',
      readOnly: false,
      fetch: ok,
    });
    recorder.step = 'kyc.get';
    await recorder.fetch(new Request('https://api.example.com/style-b/v1/accounts/cdd/detail/a1?x=1'));
    expect(recorder.exchanges).toEqual([
      {
        step: 'kyc.get',
        method: 'GET',
        path: '/v1/accounts/cdd/detail/a1',
        status: 200,
        body: { code: '000000', message: 'ok', data: {} },
        contentType: 'application/json',
      },
    ]);
  });

  it('warns once before the first write to another host, never for reads or token calls', async () => {
    const warned: string[] = [];
    const recorder = new Recorder({
      style: 'b',
      baseUrl: 'https://sandbox.example.com/style-b',
      readOnly: false,
      fetch: ok,
      onFirstRemoteWrite: (origin) => warned.push(origin),
    });
    await recorder.fetch(
      new Request('https://sandbox.example.com/style-b/v1/oauth/access-token', { method: 'POST' }),
    );
    await recorder.fetch(new Request('https://sandbox.example.com/style-b/v1/card-list'));
    expect(warned).toEqual([]);
    await recorder.fetch(new Request('https://sandbox.example.com/style-b/v1/budgets', { method: 'POST' }));
    await recorder.fetch(new Request('https://sandbox.example.com/style-b/v1/budgets', { method: 'POST' }));
    expect(warned).toEqual(['https://sandbox.example.com']);
  });

  it('refuses every write but the token calls when read-only, before sending it', async () => {
    let sent = 0;
    const recorder = new Recorder({
      style: 'a',
      baseUrl: 'http://127.0.0.1:4010/style-a',
      readOnly: true,
      fetch: async () => {
        sent += 1;
        return Response.json({ data: {} });
      },
    });
    await recorder.fetch(new Request('http://127.0.0.1:4010/style-a/v1/oauth/token', { method: 'POST' }));
    await expect(
      recorder.fetch(new Request('http://127.0.0.1:4010/style-a/v1/applicants', { method: 'POST' })),
    ).rejects.toThrow(ReadOnlyRefusal);
    expect(sent).toBe(1);
  });

  it('takes loopback names and addresses for this machine', () => {
    expect(
      ['http://localhost:1', 'http://127.0.0.2/', 'http://[::1]:4010', 'http://app.localhost'].map(
        isLoopback,
      ),
    ).toEqual([true, true, true, true]);
    expect(isLoopback('https://sandbox.example.com')).toBe(false);
  });
});
