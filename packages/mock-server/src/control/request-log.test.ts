import { describe, expect, it } from 'vitest';
import { createDomainContext } from '../domain';
import {
  logRequest,
  REQUEST_LOG_LIMIT,
  type RequestLogEntry,
  recentExchanges,
  recentRequests,
} from './request-log';

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
    expect(recentRequests(ctx, { limit: 10 })).toEqual({ items: [], next: null });
    for (let n = 0; n < REQUEST_LOG_LIMIT + 5; n += 1) logRequest(ctx, entry(n));
    const all = recentRequests(ctx, { limit: 1_000 }).items;
    expect(all).toHaveLength(REQUEST_LOG_LIMIT);
    expect(all[0]?.id).toBe(`req_${REQUEST_LOG_LIMIT + 4}`);
    expect(all.at(-1)?.id).toBe('req_5');

    const small = createDomainContext();
    for (let n = 0; n < 10; n += 1) logRequest(small, entry(n), 3);
    expect(recentRequests(small, { limit: 2 }).items.map((e) => e.id)).toEqual(['req_9', 'req_8']);
    expect(small.storage.collection('mock.requests').size).toBe(3);
  });

  it('pages newest first with a cursor, filtered by style, method and status', () => {
    const ctx = createDomainContext();
    for (let n = 0; n < 10; n += 1) {
      logRequest(ctx, {
        ...entry(n),
        style: n < 5 ? 'a' : 'b',
        method: n % 2 ? 'POST' : 'GET',
        status: n === 3 ? null : 200,
      });
    }
    const first = recentRequests(ctx, { limit: 3 });
    expect(first.items.map((e) => e.id)).toEqual(['req_9', 'req_8', 'req_7']);
    const second = recentRequests(ctx, { limit: 3, after: first.next ?? undefined });
    expect(second.items.map((e) => e.id)).toEqual(['req_6', 'req_5', 'req_4']);
    const ids = (filter: Parameters<typeof recentRequests>[2]) =>
      recentRequests(ctx, { limit: 50 }, filter).items.map((e) => e.id);
    expect(ids({ style: 'a', method: 'POST' })).toEqual(['req_3', 'req_1']);
    expect(ids({ status: 200, method: 'POST', style: 'a' })).toEqual(['req_1']);
    expect(recentRequests(ctx, { limit: 50 }, { status: 200 }).next).toBeNull();
    expect(() => recentRequests(ctx, { limit: 3, after: '99' })).toThrow(/cursor/);
  });

  it('masks a card number in the path it keeps', () => {
    const ctx = createDomainContext();
    logRequest(ctx, { ...entry(0), path: '/v1/cards/4111111111111111' });
    expect(recentRequests(ctx, { limit: 1 }).items[0]?.path).toBe('/v1/cards/************1111');
  });

  it('pages across the wrap of its window, and refuses a cursor whose entry was written over', () => {
    const ctx = createDomainContext();
    for (let n = 0; n < 12; n += 1) logRequest(ctx, { ...entry(n), method: n % 3 ? 'GET' : 'POST' }, 5);
    // Kept: 7 to 11, in slots 2, 3, 4, 0, 1.
    const first = recentRequests(ctx, { limit: 2 });
    expect(first.items.map((e) => e.id)).toEqual(['req_11', 'req_10']);
    const rest = recentRequests(ctx, { limit: 5, after: first.next ?? undefined });
    expect(rest).toEqual({
      items: [entry(9), entry(8), entry(7)].map((e, i) => ({ ...e, method: i ? 'GET' : 'POST' })),
      next: null,
    });
    expect(recentRequests(ctx, { limit: 5 }, { method: 'POST' }).items.map((e) => e.id)).toEqual(['req_9']);
    const stale = recentRequests(ctx, { limit: 4 }).next;
    expect(stale).toBe('8');
    for (let n = 12; n < 16; n += 1) logRequest(ctx, entry(n), 5);
    expect(() => recentRequests(ctx, { limit: 3, after: stale ?? undefined })).toThrow(/cursor/);
    expect(ctx.storage.collection('mock.requests').size).toBe(5);
  });

  it('keeps the exchange of each entry for the HAR view only: the JSON listing never shows it', () => {
    const ctx = createDomainContext();
    const exchange = {
      url: 'http://127.0.0.1:4010/style-b/v1/n/0',
      request: { headers: [{ name: 'x-access-token', value: '[REDACTED]' }], body: null },
      response: { headers: [], body: { mimeType: 'application/json', size: 2, text: '{}' } },
    };
    logRequest(ctx, { ...entry(0), exchange });
    logRequest(ctx, entry(1));
    expect(recentRequests(ctx, { limit: 5 }).items).toEqual([entry(1), entry(0)]);
    const page = recentExchanges(ctx, { limit: 1 });
    expect(page.items).toEqual([entry(1)]);
    expect(recentExchanges(ctx, { limit: 1, after: page.next ?? undefined }).items).toEqual([
      { ...entry(0), exchange },
    ]);
  });
});
