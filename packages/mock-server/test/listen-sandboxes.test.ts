import { afterEach, describe, expect, it } from 'vitest';
import { createMock, type Mock } from '../src';
import { createMockControlClient } from '../src/client';
import { type ListeningMock, listen } from '../src/node';
import { styleBCard } from '../src/testing';

// Two sandboxes of one mock over real HTTP, the way parallel test workers share one CLI mock: each
// one's credentials, clock, webhooks, reset and removal stay its own (G-78).

let mock: Mock;
let server: ListeningMock;
afterEach(async () => {
  await server?.close();
  mock?.close();
});

/** Whether `token` reads the account at `baseUrl` (its KYC detail). */
async function reads(baseUrl: string, token: string, accountId: string) {
  const res = await fetch(`${baseUrl}/v1/accounts/cdd/detail/${accountId}`, {
    headers: { 'x-access-token': token },
  });
  return ((await res.json()) as { code: string }).code;
}

describe('two sandboxes over HTTP', () => {
  it('keep their own credentials, clock, webhooks, reset and removal', async () => {
    mock = createMock();
    server = await listen(mock, { port: 0 });
    const control = createMockControlClient({ url: mock.config(server.origin).controlUrl });
    const a = await control.sandboxes.create({ name: 'worker A' });
    const b = await control.sandboxes.create({ name: 'worker B' });
    const controlA = createMockControlClient({ url: a.controlUrl });
    const controlB = createMockControlClient({ url: b.controlUrl });
    expect(new URL(a.controlUrl).origin).toBe(server.origin);

    // Credentials: each journey runs at the usual base URL with its sandbox's client id only.
    const usual = `${server.origin}/style-b`;
    const cardA = await styleBCard(
      { fetch, config: { ...a, styleB: { ...a.styleB, baseUrl: usual } } },
      { fund: '100.00' },
    );
    const cardB = await styleBCard({ fetch, config: b }, { fund: '100.00' });
    expect(cardA.token.startsWith(`${a.id}.`)).toBe(true);
    expect(await reads(usual, cardA.token, cardA.accountId)).toBe('000000');
    expect(await reads(usual, cardB.token, cardA.accountId)).toBe('40404');
    expect(await reads(b.styleB.baseUrl, cardB.token, cardB.accountId)).toBe('000000');

    // Webhooks: each sandbox delivers to its own inbox, over HTTP, only its own events.
    for (const [sandbox, own] of [
      [a, controlA],
      [b, controlB],
    ] as const) {
      await own.webhooks.createEndpoint({ url: `${sandbox.controlUrl}/webhooks/inbox`, style: 'b' });
    }
    await controlA.simulate.authorize({ cardId: cardA.cardId, amount: '12.50' });
    await mock.idle();
    const received = (await controlA.webhooks.listInbox()).items.map((i) => JSON.parse(i.body).eventType);
    expect(received).toContain('CARD_TRANSACTION.CREATED');
    expect((await controlB.webhooks.listInbox()).items).toEqual([]);

    // Clock: advancing A moves A only.
    await controlA.clock.freeze();
    await controlB.clock.freeze();
    const before = await controlB.clock.get();
    const aBefore = Date.parse((await controlA.clock.get()).now);
    await controlA.clock.advance({ ms: 3 * 86_400_000 });
    expect(Date.parse((await controlA.clock.get()).now) - aBefore).toBe(3 * 86_400_000);
    expect(await controlB.clock.get()).toEqual(before);

    // Reset: A's records go, B's stay.
    await controlA.reset();
    expect(await reads(a.styleB.baseUrl, cardA.token, cardA.accountId)).toBe('40101'); // its tokens went too
    expect(await reads(b.styleB.baseUrl, cardB.token, cardB.accountId)).toBe('000000');

    // Removal: A is gone, B works on.
    expect(await controlA.deleteSandbox()).toEqual({ id: a.id, deleted: true });
    await expect(controlA.clock.get()).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await control.sandboxes.list()).items.map((s) => s.id)).toEqual([b.id]);
    expect(await reads(usual, cardB.token, cardB.accountId)).toBe('000000');
  });
});
