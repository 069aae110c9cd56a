import { afterEach, describe, expect, it } from 'vitest';
import { call, testMock } from '../../test/support/test-mock';
import type { Mock } from '../app';

let mock: Mock;
afterEach(() => mock?.close());

const SECRET = 'whsec_test_1';

/** Asserts a 400 INVALID_REQUEST whose message names `field` first (or refuses it as unknown, G-12). */
function expectRefused(res: Awaited<ReturnType<typeof call>>, field: string, what: string) {
  expect(res, what).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
  const { message } = res.body.error as { message: string };
  const named = message.startsWith(`${field} `) || message === `unknown field ${field}`;
  expect(named, `${what}: ${message}`).toBe(true);
}

describe('webhook endpoints through the control API', () => {
  // Moved from the domain's addEndpoint tests: the contract's schema reads the body now.
  it.each([
    [{ style: 'b', secret: SECRET }, 'url'],
    [{ url: '/relative', style: 'b', secret: SECRET }, 'url'],
    [{ url: 'ftp://h.example/x', style: 'b', secret: SECRET }, 'url'],
    [{ url: 42, style: 'b', secret: SECRET }, 'url'],
    [{ url: `https://h.example/${'x'.repeat(2_048)}`, style: 'b' }, 'url'],
    [{ url: 'http://h.example/', style: 'c', secret: SECRET }, 'style'],
    [{ url: 'http://h.example/', style: 'a' }, 'secret'],
    [{ url: 'http://h.example/', style: 'a', secret: '' }, 'secret'],
    [{ url: 'http://h.example/', style: 'b', secret: 's'.repeat(257) }, 'secret'],
    [{ url: 'http://h.example/', style: 'b', secret: SECRET, environment: 'staging' }, 'environment'],
    [{ url: 'http://h.example/', style: 'b', secret: SECRET, eventTypes: [] }, 'eventTypes'],
    [
      { url: 'http://h.example/', style: 'b', secret: SECRET, eventTypes: ['CARD.CREATED', 'card.frozen'] },
      'eventTypes.1',
    ],
    [{ url: 'http://h.example/', style: 'a', secret: SECRET, eventTypes: ['CARD.CREATED'] }, 'eventTypes.0'],
    [{ url: 'http://h.example/', style: 'b', programId: 'prog_nope' }, 'programId'],
  ])('refuses %j naming %s', async (body, field) => {
    mock = testMock();
    const res = await call(mock, 'POST', '/_mock/webhooks/endpoints', body);
    if (field === 'programId') expect(res.status).toBe(404);
    else expectRefused(res, field, JSON.stringify(body));
  });

  it('refuses a body that is not an object', async () => {
    mock = testMock();
    const res = await call(mock, 'POST', '/_mock/webhooks/endpoints', '"http://h.example/"');
    expect(res).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
  });

  it('adds an endpoint of each style, its event types once each', async () => {
    mock = testMock();
    const b = await call(mock, 'POST', '/_mock/webhooks/endpoints', {
      url: 'http://h.example/b',
      style: 'b',
      eventTypes: ['CARD.CREATED', 'CARD.CREATED'],
    });
    expect(b).toMatchObject({ status: 201, body: { data: { style: 'b', eventTypes: ['CARD.CREATED'] } } });
    const a = await call(mock, 'POST', '/_mock/webhooks/endpoints', {
      url: 'https://h.example/a',
      style: 'a',
      secret: SECRET,
      eventTypes: ['card.frozen'],
    });
    expect(a).toMatchObject({
      status: 201,
      body: { data: { style: 'a', programId: null, eventTypes: ['card.frozen'] } },
    });
  });
});

describe('deliveries and events through the control API', () => {
  // Moved from the domain's listDeliveries and listEvents tests.
  it.each([
    ['/_mock/webhooks/deliveries?status=failed', 'status'],
    ['/_mock/webhooks/deliveries?eventId=evt_1', 'eventId'],
    ['/_mock/events?limit=0', 'limit'],
    ['/_mock/events?limit=501', 'limit'],
    ['/_mock/events?limit=1.5', 'limit'],
    ['/_mock/events?limit=ten', 'limit'],
    ['/_mock/events?type=CARD.DELETED', 'type'],
  ])('GET %s is refused naming %s', async (path, field) => {
    mock = testMock();
    expectRefused(await call(mock, 'GET', path), field, path);
  });

  it('lists events newest first, filtered by type and capped by limit', async () => {
    mock = testMock();
    const all = await call(mock, 'GET', '/_mock/events?limit=500');
    const items = (all.body.data as { items: { id: string; type: string }[] }).items;
    const one = await call(mock, 'GET', '/_mock/events?limit=1');
    expect((one.body.data as { items: unknown[] }).items).toEqual(items.slice(0, 1));
    const type = items[0]?.type;
    if (type !== undefined) {
      const typed = await call(mock, 'GET', `/_mock/events?type=${type}`);
      const listed = (typed.body.data as { items: { type: string }[] }).items;
      expect(listed.every((e) => e.type === type)).toBe(true);
    }
  });
});
