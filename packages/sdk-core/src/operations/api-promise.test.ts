import { describe, expect, it } from 'vitest';
import { apiPromise } from './api-promise';

describe('apiPromise', () => {
  it('resolves to the data, and withResponse to data, response and request id', async () => {
    const response = new Response('{}', { headers: { 'request-id': 'req-1' } });
    const promise = apiPromise(Promise.resolve({ data: 42, response }));
    expect(await promise).toBe(42);
    expect(await promise.withResponse()).toEqual({ data: 42, response, requestId: 'req-1' });
  });

  it('rejects both ways, and using only one leaves no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listener);
    const failing = () => apiPromise<number>(Promise.reject(new Error('boom')));
    await expect(failing()).rejects.toThrow('boom');
    await expect(failing().withResponse()).rejects.toThrow('boom');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', listener);
    expect(unhandled).toEqual([]);
  });
});
