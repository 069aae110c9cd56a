import type { StyleBClient } from '@card-issuance/sdk-style-b';
import { type SandboxConfig, sandbox } from './control-api';

/** The person behind the account and its cardholder. */
export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

/** What the page keeps once an account is ready to issue cards. */
export interface Account {
  accountId: string;
  person: Person;
  /** Created with the first card: one cardholder per account, one budget all its cards spend from. */
  wallet?: { binId: string; cardholderId: string; budgetId: string };
}

/**
 * Registers a sub-account, submits its KYC, has the sandbox approve it and initializes the account (which
 * opens its USD Wallet, 10,000.00 USD in the sandbox).
 *
 * @example
 * const account = await createAccount(client, config, { firstName: 'Ann', lastName: 'Lee', email });
 */
export async function createAccount(
  client: StyleBClient,
  config: SandboxConfig,
  person: Person,
): Promise<Account> {
  const data = await client.accounts.register({
    name: `${person.firstName} ${person.lastName}`,
    email: person.email,
    parentAccountId: config.parentAccountId,
  });
  const { accountId } = data;
  // A share token from the KYC provider; the sandbox accepts any token used for one account only.
  await client.kyc.submit(accountId, { sourceType: 'veritas', veritasShareToken: `share-${accountId}` });
  await sandbox.approveKyc(accountId); // the provider would decide later; the sandbox decides now
  await client.accounts.initialize(accountId);
  return { accountId, person };
}

/**
 * Issues a virtual card. The first card of an account also creates its cardholder (approved by the
 * sandbox at once) and a budget funded with 100.00 USD from the wallet.
 *
 * @example
 * const cardId = await issueCard(client, account, 'Travel');
 */
export async function issueCard(client: StyleBClient, account: Account, label: string): Promise<string> {
  account.wallet ??= await openBudget(client, account);
  const { binId, cardholderId, budgetId } = account.wallet;
  const data = await client.cards.issue({
    accountId: account.accountId,
    binId,
    cardholderId,
    budgetId,
    cardMode: 'VIRTUAL_CARD',
    referenceId: crypto.randomUUID(),
    ...(label ? { label } : {}),
  });
  return data.cardId;
}

async function openBudget(client: StyleBClient, account: Account): Promise<NonNullable<Account['wallet']>> {
  const { accountId, person } = account;
  const bins = await client.bins.list({ accountId });
  // A Budget BIN (type 0) that needs no opening balance.
  const bin = bins.list.find((b) => b.type === 0 && b.minBudgetBalance === '0.00');
  if (!bin) throw new Error('The sandbox offers no Budget BIN without an opening balance');
  const holder = await client.cardholders.create({
    accountId,
    binId: bin.id,
    businessModel: 'B2C_GATEWAY',
    referenceId: `holder-${accountId}`,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phoneCountryCode: '1',
    phoneNumber: '4155550100',
    address: { addressLine1: '1 Main St', city: 'Austin', state: 'TX', country: 'US', postalCode: '73301' },
  });
  await sandbox.approveCardholder(holder.cardholderId);
  const budget = await client.budgets.create({ accountId, name: 'Cards' });
  await client.budgets.transferIn(budget.budgetId, { accountId, amount: '100.00' });
  return { binId: bin.id, cardholderId: holder.cardholderId, budgetId: budget.budgetId };
}
