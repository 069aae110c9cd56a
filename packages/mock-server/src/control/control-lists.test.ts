import { afterEach, describe, expect, it } from 'vitest';
import { call, T0, testMock } from '../../test/support/test-mock';
import type { Mock } from '../app';
import { DELIVERIES, receiveInInbox, type WebhookDelivery } from '../domain/webhooks';
import { logRequest } from './request-log';

let mock: Mock;
afterEach(() => mock?.close());

type Page = { items: Array<{ id: string; [key: string]: unknown }>; nextCursor: string | null };

async function page(path: string): Promise<Page> {
  const res = await call(mock, 'GET', path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Page;
}

/** Every page of a list, following `nextCursor` until it is null. */
async function everyPage(path: string): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const join = path.includes('?') ? '&' : '?';
    const next: Page = await page(cursor === null ? path : `${path}${join}cursor=${cursor}`);
    pages.push(next);
    cursor = next.nextCursor;
  } while (cursor !== null);
  return pages;
}

function delivery(n: number): WebhookDelivery {
  const at = new Date(T0).toISOString();
  return {
    id: `whd_${String(n).padStart(4, '0')}`,
    eventId: `0000000${n % 3}-0000-4000-8000-000000000000`,
    eventType: n % 2 === 0 ? 'CARD.CREATED' : 'CARD.UPDATED',
    eventAt: at,
    style: 'b',
    endpointId: n % 5 === 0 ? 'whe_five' : 'whe_other',
    url: 'http://127.0.0.1:9/hooks',
    programId: 'prog_1',
    environment: 'sandbox',
    status: n % 7 === 0 ? 'dead' : 'delivered',
    deadReason: n % 7 === 0 ? 'attempts_exhausted' : null,
    nextAttemptAt: null,
    body: '{}',
    attempts: [],
    createdAt: at,
    deliveredAt: null,
  };
}

const LISTS = ['/_mock/webhooks/deliveries', '/_mock/events', '/_mock/requests', '/_mock/webhooks/inbox'];

describe('the control lists are paged', () => {
  it('answers a bounded page of deliveries by default, and the cursor walks every one once, newest first', async () => {
    mock = testMock();
    const stored = mock.ctx.storage.collection(DELIVERIES);
    for (let n = 0; n < 1_200; n += 1) stored.put(delivery(n).id, delivery(n));
    const first = await page('/_mock/webhooks/deliveries');
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.id).toBe('whd_1199');
    expect(first.nextCursor).toEqual(expect.any(String));

    const ids = (await everyPage('/_mock/webhooks/deliveries?limit=500')).flatMap((p) =>
      p.items.map((d) => d.id),
    );
    expect(ids).toHaveLength(1_200);
    expect(ids).toEqual([...ids].sort().reverse());

    const dead = (
      await everyPage('/_mock/webhooks/deliveries?status=dead&endpointId=whe_five&limit=3')
    ).flatMap((p) => p.items);
    expect(dead.length).toBe(Math.ceil(1_200 / 35));
    expect(dead.every((d) => d.status === 'dead' && d.endpointId === 'whe_five')).toBe(true);
    const typed = await page('/_mock/webhooks/deliveries?eventType=CARD.UPDATED&limit=500');
    expect(typed.items.every((d) => d.eventType === 'CARD.UPDATED')).toBe(true);
    expect(typed.items).toHaveLength(500);
  });

  it('pages the event log, by type and by card', async () => {
    mock = testMock();
    for (let n = 0; n < 120; n += 1) {
      mock.ctx.emit({
        id: `evt_${String(n).padStart(3, '0')}`,
        style: 'b',
        type: n % 2 === 0 ? 'CARD.CREATED' : 'CARD_TRANSACTION.CREATED',
        at: T0 + n,
        programId: 'prog_1',
        environment: 'sandbox',
        payload: { cardId: n % 4 === 0 ? 'card_four' : 'card_other' },
      });
    }
    const pages = await everyPage('/_mock/events?cardId=card_four&limit=7');
    const ids = pages.flatMap((p) => p.items.map((e) => e.id));
    expect(ids).toHaveLength(30);
    expect(ids[0]).toBe('evt_116');
    expect(pages.at(-1)?.nextCursor).toBeNull();
    const created = await everyPage(
      '/_mock/events?type=CARD_TRANSACTION.CREATED&cardId=card_other&limit=500',
    );
    expect(created.flatMap((p) => p.items)).toHaveLength(60);
  });

  it('pages the request log and the inbox, filtered', async () => {
    mock = testMock();
    for (let n = 0; n < 30; n += 1) {
      logRequest(mock.ctx, {
        id: `req_${n}`,
        at: new Date(T0).toISOString(),
        style: n % 3 === 0 ? 'a' : 'b',
        method: 'GET',
        path: `/v1/n/${n}`,
        status: n % 10 === 0 ? 500 : 200,
        durationMs: 1,
      });
      receiveInInbox(mock.ctx, {}, `{"n":${n}}`);
    }
    const requests = (await everyPage('/_mock/requests?limit=4')).flatMap((p) => p.items.map((r) => r.id));
    expect(requests).toEqual(Array.from({ length: 30 }, (_, i) => `req_${29 - i}`));
    const failed = await page('/_mock/requests?status=500&style=a');
    expect(failed).toEqual({ items: [expect.objectContaining({ id: 'req_0' })], nextCursor: null });
    const inbox = (await everyPage('/_mock/webhooks/inbox?limit=8')).flatMap((p) =>
      p.items.map((e) => e.body),
    );
    expect(inbox).toEqual(Array.from({ length: 30 }, (_, i) => `{"n":${29 - i}}`));
  });

  it.each(LISTS)('refuses a cursor %s did not issue with 400 naming cursor', async (path) => {
    mock = testMock();
    for (const cursor of ['bm9wZQ', 'not*base64', 'x'.repeat(201), 'd2hkXzE=']) {
      const res = await call(mock, 'GET', `${path}?cursor=${encodeURIComponent(cursor)}`);
      expect(res, cursor).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
      expect((res.body.error as { message: string }).message).toMatch(/^cursor /);
    }
  });

  it('refuses a cursor of other filters, and one whose entry the log no longer keeps', async () => {
    mock = testMock();
    const stored = mock.ctx.storage.collection(DELIVERIES);
    for (let n = 0; n < 10; n += 1) stored.put(delivery(n).id, delivery(n));
    const { nextCursor } = await page('/_mock/webhooks/deliveries?status=delivered&limit=2');
    expect(nextCursor).not.toBeNull();
    const other = await call(mock, 'GET', `/_mock/webhooks/deliveries?status=dead&cursor=${nextCursor}`);
    expect(other.status).toBe(400);
    stored.delete('whd_0008');
    const gone = await call(mock, 'GET', `/_mock/webhooks/deliveries?status=delivered&cursor=${nextCursor}`);
    expect(gone).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    expect((gone.body.error as { message: string }).message).toContain('start again without cursor');
  });

  it.each([
    ['/_mock/webhooks/deliveries?eventType=card.deleted', 'eventType'],
    ['/_mock/webhooks/deliveries?limit=501', 'limit'],
    ['/_mock/requests?style=c', 'style'],
    ['/_mock/requests?method=BREW', 'method'],
    ['/_mock/requests?status=99', 'status'],
    ['/_mock/events?cardId=', 'cardId'],
  ])('refuses %s naming %s', async (path, field) => {
    mock = testMock();
    const res = await call(mock, 'GET', path);
    if (path.endsWith('cardId=')) {
      // An empty optional parameter reads as absent (G-40).
      expect(res.status).toBe(200);
      return;
    }
    expect(res).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    expect((res.body.error as { message: string }).message.startsWith(`${field} `)).toBe(true);
  });
});
