import { createMock } from '@card-issuance/mock-server';
import { type ListeningMock, listen } from '@card-issuance/mock-server/node';
import { createStyleBClient } from '@card-issuance/sdk-style-b';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OnboardingResult, runOnboarding } from './run-onboarding.ts';

// The example as a user runs it: the mock over real HTTP on a free port, the SDK on the global fetch.
const mock = createMock();
let server: ListeningMock;
let result: OnboardingResult;
const steps: string[] = [];

beforeAll(async () => {
  server = await listen(mock, { port: 0 });
  const { styleB, controlUrl } = mock.config(server.origin);
  result = await runOnboarding({
    ...styleB,
    controlUrl,
    onStep: (step) => steps.push(step),
  });
});
afterAll(async () => {
  await server.close();
  mock.close();
});

describe('runOnboarding', () => {
  it('reports every step, in order', () => {
    expect(steps).toEqual([
      'webhook endpoint',
      'oauth',
      'register sub-account',
      'kyc',
      'init',
      'cardholder',
      'budget',
      'virtual card',
      'purchase authorized',
      'purchase settled',
      'transaction',
      'card frozen',
      'webhooks verified',
    ]);
  });

  it('issues an ACTIVE card, settles the purchase to CLOSED and freezes the card', () => {
    expect(result.cardStatuses).toEqual({ issued: 'ACTIVE', frozen: 'FROZEN' });
    expect(result.transactionStatus).toBe('CLOSED');
    // 100.00 funded, 42.50 captured, nothing held any more.
    expect(result.budgetBalance).toMatchObject({ available: '57.50', locked: '0.00' });
  });

  it('receives the signed webhook of every step, each verified once', () => {
    const types = result.webhooks.map((w) => w.eventType);
    for (const type of [
      'KYC.UPDATED',
      'CARDHOLDER.UPDATED',
      'CARD.CREATED',
      'CARD_TRANSACTION.CREATED',
      'CARD_TRANSACTION.UPDATED',
      'CARD.UPDATED',
    ]) {
      expect(types).toContain(type);
    }
    expect(new Set(result.webhooks.map((w) => w.eventId)).size).toBe(result.webhooks.length);
  });

  it('leaves the sandbox as it found it: the endpoint is removed', async () => {
    const { controlUrl } = mock.config(server.origin);
    const endpoints = (await (await fetch(`${controlUrl}/webhooks/endpoints`)).json()) as {
      data: { items: unknown[] };
    };
    expect(endpoints.data.items).toEqual([]);
  });

  it('the API agrees: the card is FROZEN and its transaction CLOSED', async () => {
    const { styleB } = mock.config(server.origin);
    const client = createStyleBClient(styleB);
    const { accountId, cardId } = result;
    const cards = await client.cards.list({ accountId, cardId });
    expect(cards.items.map((c) => c.status)).toEqual(['FROZEN']);
    const transactions = await client.transactions.list({ accountId, cardId });
    expect(transactions.items).toEqual([
      expect.objectContaining({
        cardTransactionId: result.cardTransactionId,
        status: 'CLOSED',
        amount: '42.50',
      }),
    ]);
  });
});
