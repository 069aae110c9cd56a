import { describe, expect, it } from 'vitest';
import { apiPromise, mapApiPromise } from './api-promise';

describe('apiPromise', () => {
  it('resolves to the data; withResponse adds response, request id, key and replay flag', async () => {
    const response = new Response('{"data":42}', {
      headers: { 'request-id': 'req-1', 'idempotent-replayed': 'true' },
    });
    const promise = apiPromise(Promise.resolve({ data: 42, response, idempotencyKey: 'k-1' }));
    expect(await promise).toBe(42);
    expect(await promise.withResponse()).toEqual({
      data: 42,
      response,
      requestId: 'req-1',
      idempotencyKey: 'k-1',
      replayed: true,
    });
    const raw = await promise.asResponse();
    expect(raw).toBe(response);
    expect(await raw.json()).toEqual({ data: 42 });
  });

  it('keeps a style field through withResponse and through mapApiPromise', async () => {
    const response = new Response('{}');
    const promise = apiPromise<
      number,
      {
        data: number;
        response: Response;
        requestId: string | null;
        idempotencyKey: string | null;
        replayed: boolean;
        noop: boolean;
      }
    >(Promise.resolve({ data: 1, response, noop: true }));
    const mapped = mapApiPromise(promise, (n) => `#${n}`);
    expect(await mapped).toBe('#1');
    expect(await mapped.withResponse()).toMatchObject({
      data: '#1',
      noop: true,
      replayed: false,
      idempotencyKey: null,
    });
  });

  it('rejects every way, and using only one leaves no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listener);
    const failing = () => apiPromise<number>(Promise.reject(new Error('boom')));
    await expect(failing()).rejects.toThrow('boom');
    await expect(failing().withResponse()).rejects.toThrow('boom');
    await expect(failing().asResponse()).rejects.toThrow('boom');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', listener);
    expect(unhandled).toEqual([]);
  });
});
