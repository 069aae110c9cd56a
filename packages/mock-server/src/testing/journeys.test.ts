import { afterEach, describe, expect, it } from 'vitest';
import { createClock, createMock, type Mock } from '..';
import { listen } from '../node';
import {
  control,
  JourneyError,
  purchase,
  styleAApplicant,
  styleACard,
  styleAToken,
  styleBAccount,
  styleBCard,
  styleBToken,
} from '.';

const T0 = Date.parse('2026-01-01T00:00:00Z');
let mock: Mock;
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
  mock?.close();
});

describe('@card-issuance/mock-server/testing journeys', () => {
  it('take Style B to an issued card and a settled purchase in-process', async () => {
    mock = createMock({ clock: createClock({ frozenAt: T0 }) });
    const target = { fetch: mock.fetch, config: mock.config() };
    const card = await styleBCard(target, { fund: '50.00' });
    const settled = await purchase(target, card.cardId, { amount: '12.00' });
    expect(settled).toMatchObject({ status: 'CLOSED' });
    const budget = await mock.fetch(
      `${target.config.styleB.baseUrl}/v1/budgets/${card.budgetId}?accountId=${card.accountId}`,
      { headers: { 'x-access-token': card.token } },
    );
    expect(((await budget.json()) as { data: { balance: unknown } }).data.balance).toMatchObject({
      available: '38.00',
    });
    const declined = await purchase(target, card.cardId, { amount: '500.00' });
    expect(declined).toMatchObject({ status: 'FAIL', declineReason: 'INSUFFICIENT_FUNDS' });
  });

  it('take Style A to a funded prepaid card over real HTTP, on a running clock', async () => {
    mock = createMock();
    const server = await listen(mock, { port: 0 });
    close = server.close;
    const target = {
      fetch: (input: string, init?: RequestInit) => fetch(input, init),
      config: mock.config(),
    };
    const card = await styleACard(target, { fundCents: 2_500 });
    const read = await fetch(`${target.config.styleA.baseUrl}/v1/cards/${card.cardId}`, {
      headers: { authorization: `Bearer ${card.token}` },
    });
    expect(((await read.json()) as { data: unknown }).data).toMatchObject({
      status: 'ACTIVE',
      funding: 'PREPAID',
      balance_cents: 2_500,
      applicant_id: card.applicantId,
    });
    expect(await purchase(target, card.cardId, { amount: '5.00' })).toMatchObject({ status: 'CLOSED' });
  });

  it('move a frozen clock by what their JSDoc says, and leave it frozen', async () => {
    mock = createMock({ clock: createClock({ frozenAt: T0 }) });
    const target = { fetch: mock.fetch, config: mock.config() };
    const clock = control(target).clock;
    const moved = async (journey: () => Promise<unknown>) => {
      const before = await clock.get();
      await journey();
      const after = await clock.get();
      expect(after.frozen).toBe(true);
      return Date.parse(after.now) - Date.parse(before.now);
    };
    expect(await moved(() => styleBToken(target))).toBe(0);
    expect(await moved(() => styleAToken(target))).toBe(0);
    expect(await moved(() => styleBAccount(target))).toBe(2_000);
    expect(await moved(() => styleAApplicant(target))).toBe(2_000);
    expect(await moved(() => styleACard(target))).toBe(2_000);
    let cardId = '';
    expect(await moved(async () => ({ cardId } = await styleBCard(target)))).toBe(3_000);
    expect(await moved(() => purchase(target, cardId))).toBe(0);
  });

  it('leave a running clock running, as far ahead as they moved it', async () => {
    mock = createMock();
    const target = { fetch: mock.fetch, config: mock.config() };
    const clock = control(target).clock;
    const started = Date.now();
    const before = await clock.get();
    await styleBCard(target);
    const after = await clock.get();
    expect(after.frozen).toBe(false);
    const elapsed = Date.now() - started;
    const moved = Date.parse(after.now) - Date.parse(before.now);
    expect(moved).toBeGreaterThanOrEqual(3_000);
    expect(moved).toBeLessThanOrEqual(3_000 + elapsed + 1);
  });

  it('name the step that failed', async () => {
    mock = createMock({ clock: createClock({ frozenAt: T0 }) });
    const config = { ...mock.config(), styleB: { ...mock.config().styleB, clientSecret: 'wrong' } };
    const error = await styleBToken({ fetch: mock.fetch, config }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JourneyError);
    expect(error).toMatchObject({ step: 'access token' });
  });
});
