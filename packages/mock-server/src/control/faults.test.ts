import { afterEach, describe, expect, it } from 'vitest';
import { call, testMock } from '../../test/support/test-mock';
import type { Mock } from '../app';

let mock: Mock;
afterEach(() => mock?.close());

describe('faults from the control API', () => {
  it('gives a 429 a Retry-After of 1 s unless told, and refuses retryAfterSeconds on a 500', async () => {
    mock = testMock();
    const created = await call(mock, 'POST', '/_mock/faults', {
      match: { style: 'b', path: '/v1/card-list' },
      count: 1,
      effect: { type: 'status', status: 429 },
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        data: {
          match: { style: 'b', path: '/v1/card-list' },
          remaining: 1,
          effect: { retryAfterSeconds: 1 },
        },
      },
    });
    const limited = await call(mock, 'GET', '/style-b/v1/card-list');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');

    const refused = await call(mock, 'POST', '/_mock/faults', {
      count: 1,
      effect: { type: 'status', status: 500, retryAfterSeconds: 2 },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error: { code: 'INVALID_REQUEST', message: expect.stringContaining('effect.retryAfterSeconds') },
      },
    });
    expect((await call(mock, 'GET', '/_mock/faults')).body).toMatchObject({
      data: { items: [{ remaining: 0 }] },
    });
  });

  it('refuses a key it does not know inside match or effect, so a misspelt match never matches every call', async () => {
    mock = testMock();
    for (const body of [
      { match: { paht: '/v1/card-list' }, count: 1, effect: { type: 'network-error' } },
      { count: 1, effect: { type: 'timeout', delayMs: 5, extra: true } },
    ]) {
      const refused = await call(mock, 'POST', '/_mock/faults', body);
      expect(refused, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error: { code: 'INVALID_REQUEST' } },
      });
    }
    expect((await call(mock, 'GET', '/_mock/faults')).body).toEqual({ data: { items: [] } });
  });
});
