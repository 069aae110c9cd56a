import { describe, expect, it } from 'vitest';
import { createDomainContext } from '../domain';
import { logRequest, REQUEST_LOG_LIMIT, type RequestLogEntry, recentRequests } from './request-log';

const entry = (n: number): RequestLogEntry => ({
  id: `req_${n}`,
  at: '2026-01-01T00:00:00.000Z',
  style: 'b',
  method: 'GET',
  path: `/v1/n/${n}`,
  status: 200,
  durationMs: 1,
});

describe('the request log', () => {
  it('keeps the newest requests only, newest first, and the window is configurable', () => {
    const ctx = createDomainContext();
    expect(recentRequests(ctx, 10)).toEqual([]);
    for (let n = 0; n < REQUEST_LOG_LIMIT + 5; n += 1) logRequest(ctx, entry(n));
    const all = recentRequests(ctx, 1_000);
    expect(all).toHaveLength(REQUEST_LOG_LIMIT);
    expect(all[0]?.id).toBe(`req_${REQUEST_LOG_LIMIT + 4}`);
    expect(all.at(-1)?.id).toBe('req_5');

    const small = createDomainContext();
    for (let n = 0; n < 10; n += 1) logRequest(small, entry(n), 3);
    expect(recentRequests(small, 2).map((e) => e.id)).toEqual(['req_9', 'req_8']);
    expect(small.storage.collection('mock.requests').size).toBe(3);
  });
});
