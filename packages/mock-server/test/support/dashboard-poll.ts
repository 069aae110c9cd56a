import { createClock, createMock, type Mock } from '../../src';
import { controlClient } from '../../src/dashboard/app/control-client';
import { type DashboardQuery, readDashboard } from '../../src/dashboard/app/dashboard-reads';
import { styleBCard } from '../../src/testing';

const ORIGIN = 'http://127.0.0.1:4010';
const ENDPOINTS = 10;

/**
 * A sandbox of one Style B card frozen and unfrozen `events` times (its CARD.UPDATED events), holding
 * `deliveries` webhook deliveries of them (at most ten per event), all delivered to a receiver that
 * answers 204 at once: ten endpoints (fewer for fewer deliveries) registered before the last events, so
 * two sandboxes differ only in their deliveries. Shared by test/dashboard-poll.slow.test.ts and
 * bench/dashboard-poll.ts.
 *
 * @example
 * const { mock, cardId } = await sandboxWithDeliveries(25_000);
 */
export async function sandboxWithDeliveries(
  deliveries: number,
  events = 2_500,
): Promise<{ mock: Mock; cardId: string }> {
  const endpoints = Math.min(ENDPOINTS, deliveries);
  if (deliveries % endpoints !== 0 || deliveries / endpoints > events) {
    throw new Error(
      `${deliveries} deliveries cannot come from ${events} events to at most ${ENDPOINTS} endpoints`,
    );
  }
  const mock = createMock({
    seed: 'dashboard-poll',
    clock: createClock({ frozenAt: Date.parse('2026-01-01T00:00:00Z') }),
    webhookFetch: async () => new Response(null, { status: 204 }),
  });
  const send = (path: string, body: unknown = {}) =>
    mock.fetch(`${ORIGIN}/_mock${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  const { cardId } = await styleBCard({ fetch: mock.fetch, config: mock.config() });
  const delivered = events - deliveries / endpoints;
  for (let n = 0; n < events; n += 1) {
    if (n === delivered) {
      for (let e = 0; e < endpoints; e += 1) {
        await send('/webhooks/endpoints', {
          url: `http://127.0.0.1:9/hooks/${e}`,
          style: 'b',
          eventTypes: ['CARD.UPDATED'],
        });
      }
    }
    await send(`/cards/${cardId}/${n % 2 === 0 ? 'freeze' : 'unfreeze'}`);
  }
  // Every delivery made its attempt: a poll reads the same whatever the timing.
  await mock.idle();
  return { mock, cardId };
}

/** What one dashboard poll cost: the requests it made and the bytes of their answers. */
export interface PollCost {
  requests: string[];
  bytes: number;
}

/**
 * Runs one dashboard poll, the page's own reads (`readDashboard`), through `mock.fetch`, counting its
 * requests and the bytes it received.
 *
 * @example
 * const { requests, bytes } = await pollOnce(mock, { cardLimit: 25, deliveryStatus: '', selectedId: null });
 */
export async function pollOnce(mock: Mock, query: DashboardQuery): Promise<PollCost> {
  const cost: PollCost = { requests: [], bytes: 0 };
  const control = controlClient({
    base: `${ORIGIN}/_mock`,
    token: null,
    fetch: async (input, init) => {
      const response = await mock.fetch(input, init);
      const body = await response.arrayBuffer();
      const url = new URL(input);
      cost.requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      cost.bytes += body.byteLength;
      return new Response(body, { status: response.status, headers: response.headers });
    },
  });
  await readDashboard(control, query);
  return cost;
}
