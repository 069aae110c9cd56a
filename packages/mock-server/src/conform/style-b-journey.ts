import { createStyleBClient, type StyleBClient } from '@card-issuance/sdk-style-b';
import { type JourneyRun, need, StepFailure } from './journey-run';

/** What the Style B journey needs besides the client. */
export interface StyleBJourneyInput {
  /** The partner account sub-accounts are registered under (`--parent-account-id`). */
  parentAccountId?: string | undefined;
  /** The sub-account a read-only run reads (`--account-id`). */
  accountId?: string | undefined;
}

/**
 * The Style B client a journey drives: the run's recording fetch, no retries (every answer is seen).
 *
 * @example
 * const client = styleBJourneyClient(run, { baseUrl, clientId, clientSecret });
 */
export function styleBJourneyClient(
  run: JourneyRun,
  credentials: { baseUrl: string; clientId: string; clientSecret: string },
): StyleBClient {
  return createStyleBClient({ ...credentials, fetch: run.options.recorder.fetch, retry: { maxRetries: 0 } });
}

/**
 * The contract's Style B journey through the SDK: the two-step OAuth, a sub-account through KYC and init,
 * an approved cardholder, a funded budget and a card, its freeze, then the reads, with what each step
 * expects of the state (`run.expect`). KYC and the cardholder are waited for by polling (`run.poll`), so
 * the same run works against any deployment. A read-only run takes the token and reads `input.accountId`.
 *
 * @example
 * await styleBJourney(run, styleBJourneyClient(run, credentials), { parentAccountId });
 */
export async function styleBJourney(
  run: JourneyRun,
  client: StyleBClient,
  input: StyleBJourneyInput,
): Promise<void> {
  await run.step('auth', () => client.auth.getAccessToken());
  if (run.options.readOnly) {
    await styleBReads(run, client, input.accountId);
    return;
  }
  const { accountId, email } = await approvedAccount(run, client, input);
  const bins = await run.step('bins.list', () => client.bins.list({ accountId }));
  const bin = need(
    'bins.list',
    bins.list.find((b) => b.type === 0 && b.minBudgetBalance === '0.00') ??
      bins.list.find((b) => b.type === 0),
    'Budget BIN (type 0)',
  );
  const cardholderId = await approvedCardholder(run, client, { accountId, email, binId: bin.id });
  const budget = await run.step('budgets.create', () =>
    client.budgets.create({ accountId, name: 'Conform' }),
  );
  const budgetId = need('budgets.create', budget.budgetId, 'budgetId');
  await run.step('budgets.transferIn', () =>
    client.budgets.transferIn(budgetId, { accountId, amount: '10.00' }),
  );
  const card = await run.step('cards.issue', () =>
    client.cards.issue({
      accountId,
      binId: bin.id,
      cardholderId,
      budgetId,
      referenceId: `conform-${budgetId}`,
      cardMode: 'VIRTUAL_CARD',
    }),
  );
  const cardId = need('cards.issue', card.cardId, 'cardId');
  run.expect('cards.issue', 'issues the card on the budget created', card.budgetId, budgetId);
  const frozen = await run.step('cards.freeze', () => client.cards.freeze(cardId, { accountId }));
  run.expect('cards.freeze', 'answers the card FROZEN', frozen.status, 'FROZEN');
  const found = await run.step('accounts.list', () => client.accounts.list({ email }));
  run.expect('accounts.list', 'finds the account by its email', found.list[0]?.accountId, accountId);
  await run.step('cardholders.get', () => client.cardholders.get(cardholderId, { accountId }));
  const funded = await run.step('budgets.get', () => client.budgets.get(budgetId, { accountId }));
  run.expect('budgets.get', 'reads the 10.00 moved in', funded.balance?.total, '10.00');
  const cards = await styleBReads(run, client, accountId);
  const listed = cards?.items.find((c) => c.cardId === cardId);
  run.expect('cards.list', 'lists the card issued, FROZEN', listed?.status, 'FROZEN');
}

/** A new sub-account through KYC (polled until decided) and init. */
async function approvedAccount(run: JourneyRun, client: StyleBClient, input: StyleBJourneyInput) {
  const parentAccountId = need(
    'accounts.register',
    input.parentAccountId,
    'parent account (--parent-account-id)',
  );
  const email = `conform-${crypto.randomUUID()}@example.com`;
  const account = await run.step('accounts.register', () =>
    client.accounts.register({ name: 'Conform Check', email, parentAccountId }),
  );
  const accountId = need('accounts.register', account.accountId, 'accountId');
  run.expect('accounts.register', 'answers the email registered', account.email, email);
  await run.step('kyc.submit', () =>
    client.kyc.submit(accountId, { sourceType: 'veritas', veritasShareToken: `share-${accountId}` }),
  );
  const kyc = await run.poll(
    'kyc.get (poll)',
    () => client.kyc.get(accountId),
    (detail) => detail.kyc?.status !== 'PENDING' && detail.kyc?.status !== 'NONE',
    (detail) => String(detail.kyc?.status),
  );
  run.expect('kyc.get (poll)', 'reads the account KYC was submitted for', kyc.accountId, accountId);
  if (kyc.kyc.status !== 'APPROVED') {
    throw new StepFailure('kyc.get (poll)', `KYC decided ${kyc.kyc.status}`);
  }
  await run.step('accounts.initialize', () => client.accounts.initialize(accountId));
  return { accountId, email };
}

/** A cardholder on `binId`, polled until the service decides it. */
async function approvedCardholder(
  run: JourneyRun,
  client: StyleBClient,
  { accountId, email, binId }: { accountId: string; email: string; binId: string },
): Promise<string> {
  const holder = await run.step('cardholders.create', () =>
    client.cardholders.create({
      accountId,
      binId,
      businessModel: 'B2C_GATEWAY',
      referenceId: `conform-${accountId}`,
      firstName: 'Ann',
      lastName: 'Lee',
      email,
      phoneCountryCode: '1',
      phoneNumber: '4155550100',
      address: { addressLine1: '1 Main St', city: 'Austin', state: 'TX', country: 'US', postalCode: '73301' },
    }),
  );
  const cardholderId = need('cardholders.create', holder.cardholderId, 'cardholderId');
  const decided = await run.poll(
    'cardholders.get (poll)',
    () => client.cardholders.get(cardholderId, { accountId }),
    (cardholder) => cardholder.status !== 'PENDING',
    (cardholder) => String(cardholder.status),
  );
  run.expect('cardholders.get (poll)', 'reads the cardholder created', decided.cardholderId, cardholderId);
  if (decided.status !== 'APPROVED') {
    throw new StepFailure('cardholders.get (poll)', `the cardholder was decided ${decided.status}`);
  }
  return cardholderId;
}

/** The reads of one sub-account (answering its cards), or only an account lookup without one. */
async function styleBReads(run: JourneyRun, client: StyleBClient, accountId: string | undefined) {
  if (accountId === undefined) {
    await run.step('accounts.list', () => client.accounts.list({ email: 'conform-probe@example.com' }));
    return undefined;
  }
  await run.step('kyc.get', () => client.kyc.get(accountId));
  await run.step('bins.list', () => client.bins.list({ accountId }));
  await run.step('cardholders.list', () => client.cardholders.list({ accountId }));
  await run.step('wallets.list', () => client.wallets.list({ accountId }));
  const cards = await run.step('cards.list', () => client.cards.list({ accountId }));
  await run.step('transactions.list', () => client.transactions.list({ accountId }));
  return cards;
}
