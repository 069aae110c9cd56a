import { afterEach, describe, expect, it } from 'vitest';
import { createClock, createMock, type Mock } from '..';
import { listen } from '../node';
import { JourneyError, purchase, styleACard, styleBCard, styleBToken } from '.';

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

  it('name the step that failed', async () => {
    mock = createMock({ clock: createClock({ frozenAt: T0 }) });
    const config = { ...mock.config(), styleB: { ...mock.config().styleB, clientSecret: 'wrong' } };
    const error = await styleBToken({ fetch: mock.fetch, config }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JourneyError);
    expect(error).toMatchObject({ step: 'access token' });
  });
});
