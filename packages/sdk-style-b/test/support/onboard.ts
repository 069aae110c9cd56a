import { styleBCardholderBody } from '@card-issuance/mock-server/testing';
import type { StyleBClient } from '../../src';

type CardholderBody = Parameters<StyleBClient['cardholders']['create']>[0];

/**
 * Drives a fresh sub-account to a card through the client: register, KYC, init, cardholder, budget with
 * funds, card. `advance` moves the mock's clock past the KYC and cardholder delays.
 */
export async function onboard(
  client: StyleBClient,
  parentAccountId: string,
  advance: (ms: number) => Promise<unknown>,
) {
  const email = `sdk-${crypto.randomUUID()}@example.com`;
  const account = await client.accounts.register({ name: 'Ann Lee', email, parentAccountId });
  const { accountId } = account;
  await client.kyc.submit(accountId, { sourceType: 'veritas', veritasShareToken: `share-${accountId}` });
  await advance(2_000);
  await client.accounts.initialize(accountId);
  const bins = await client.bins.list({ accountId });
  const binId = bins.list.find((b) => b.type === 0 && b.minBudgetBalance === '0.00')?.id ?? '';
  // The body every fixture sends (mock-server/testing), typed as this client's method takes it.
  const holder = await client.cardholders.create(
    styleBCardholderBody({ accountId, binId, email }) as CardholderBody,
  );
  await advance(1_000);
  const budget = await client.budgets.create({ accountId, name: 'Travel', currency: 'USD' });
  await client.budgets.transferIn(budget.budgetId, { accountId, amount: '500.00' });
  const card = await client.cards.issue({
    accountId,
    binId,
    cardMode: 'VIRTUAL_CARD',
    cardholderId: holder.cardholderId,
    budgetId: budget.budgetId,
    referenceId: `card-${budget.budgetId}`,
    label: 'Travel',
  });
  return { accountId, email, binId, cardholderId: holder.cardholderId, budgetId: budget.budgetId, card };
}
