import { styleBCardholderBody } from './request-bodies';
import { callJson, control, type JourneyTarget } from './sandbox-client';

/** What {@link styleBCard} created, ids only. */
export interface StyleBCardFixture {
  token: string;
  accountId: string;
  email: string;
  walletId: string;
  binId: string;
  cardholderId: string;
  budgetId: string;
  cardId: string;
}

/**
 * A Style B access token through the two-step OAuth, for the sandbox (default) or the production face.
 *
 * @example
 * const token = await styleBToken({ fetch: mock.fetch, config: mock.config() });
 * const live = await styleBToken(target, 'production');
 */
export async function styleBToken(
  target: JourneyTarget,
  environment: 'sandbox' | 'production' = 'sandbox',
): Promise<string> {
  const config = target.config.styleB;
  const sandbox = environment === 'sandbox';
  const baseUrl = sandbox ? config.baseUrl : config.productionBaseUrl;
  const clientId = sandbox ? config.clientId : config.productionClientId;
  const clientSecret = sandbox ? config.clientSecret : config.productionClientSecret;
  if (!baseUrl || !clientId || !clientSecret) {
    throw new TypeError(
      'a production token needs config.styleB.productionBaseUrl, productionClientId and productionClientSecret (mock.config() has them)',
    );
  }
  const authorized = await callJson(
    target.fetch,
    'authorize',
    'GET',
    `${baseUrl}/v1/oauth/authorize?clientId=${encodeURIComponent(clientId)}`,
  );
  const { code } = authorized.data as { code: string };
  const tokens = await callJson(target.fetch, 'access token', 'POST', `${baseUrl}/v1/oauth/access-token`, {
    clientId,
    clientSecret,
    code,
  });
  return (tokens.data as { accessToken: string }).accessToken;
}

/**
 * A Style B sub-account taken through KYC and init, with its USD Wallet.
 *
 * Moves the sandbox's clock 2 s forward (`POST /_mock/clock/advance`, past the KYC decision, so it works
 * on a frozen or a running clock) and leaves it so: a clock cannot go back, and the records made carry
 * the times they were made at. A frozen clock stays frozen, 2 s later; a running one keeps running, 2 s
 * ahead.
 *
 * @example
 * const { token, accountId, walletId } = await styleBAccount(target);
 */
export async function styleBAccount(
  target: JourneyTarget,
  options: { email?: string; token?: string } = {},
): Promise<Pick<StyleBCardFixture, 'token' | 'accountId' | 'email' | 'walletId'>> {
  const { baseUrl, parentAccountId, kycProvider } = target.config.styleB;
  const token = options.token ?? (await styleBToken(target));
  const headers = { 'x-access-token': token };
  const email = options.email ?? `fixture-${crypto.randomUUID()}@example.com`;
  const registered = await callJson(
    target.fetch,
    'register',
    'POST',
    `${baseUrl}/v1/accounts/register`,
    { name: 'Ann Lee', email, parentAccountId },
    headers,
  );
  const { accountId } = registered.data as { accountId: string };
  // A share token serves one account only (B-46).
  await callJson(
    target.fetch,
    'submit KYC',
    'POST',
    `${baseUrl}/v1/accounts/${accountId}/kyc`,
    { sourceType: kycProvider, [`${kycProvider}ShareToken`]: `share-${accountId}` },
    headers,
  );
  await control(target).advance(2_000);
  const init = await callJson(
    target.fetch,
    'init',
    'POST',
    `${baseUrl}/v1/accounts/${accountId}/init`,
    {},
    headers,
  );
  return { token, accountId, email, walletId: (init.data as { walletId: string }).walletId };
}

/**
 * A Style B sub-account to an issued virtual card: account (KYC, init), an approved cardholder on a Budget
 * BIN, a budget funded with `fund` (default "100.00") and an ACTIVE card.
 *
 * Moves the sandbox's clock 3 s forward: 2 s past the KYC decision ({@link styleBAccount}), then 1 s past
 * the cardholder's approval.
 *
 * @example
 * const { cardId, accountId, token } = await styleBCard({ fetch: mock.fetch, config: mock.config() });
 */
export async function styleBCard(
  target: JourneyTarget,
  options: { email?: string; fund?: string; token?: string } = {},
): Promise<StyleBCardFixture> {
  const account = await styleBAccount(target, options);
  const { baseUrl } = target.config.styleB;
  const { accountId, email, token } = account;
  const headers = { 'x-access-token': token };
  const keyed = () => ({ ...headers, 'Idempotency-Key': crypto.randomUUID() });
  const bins = await callJson(
    target.fetch,
    'BINs',
    'GET',
    `${baseUrl}/v1/card/bins?accountId=${accountId}`,
    undefined,
    headers,
  );
  const bin = (
    bins.data as { list: Array<{ id: string; type: number; minBudgetBalance: string }> }
  ).list.find((b) => b.type === 0 && b.minBudgetBalance === '0.00');
  if (!bin) throw new Error('the sandbox has no Budget BIN without an opening balance');
  const holder = await callJson(
    target.fetch,
    'create cardholder',
    'POST',
    `${baseUrl}/v1/cardholders`,
    styleBCardholderBody({ accountId, binId: bin.id, email }),
    keyed(),
  );
  const { cardholderId } = holder.data as { cardholderId: string };
  await control(target).advance(1_000);
  const budget = await callJson(
    target.fetch,
    'create budget',
    'POST',
    `${baseUrl}/v1/budgets`,
    { accountId, name: 'Cards' },
    keyed(),
  );
  const { budgetId } = budget.data as { budgetId: string };
  await callJson(
    target.fetch,
    'fund budget',
    'POST',
    `${baseUrl}/v1/budgets/${budgetId}/transfer-in`,
    { accountId, clientTransactionId: `fund-${budgetId}`, amount: options.fund ?? '100.00' },
    headers,
  );
  const card = await callJson(
    target.fetch,
    'issue card',
    'POST',
    `${baseUrl}/v1/budget-card`,
    {
      accountId,
      binId: bin.id,
      cardMode: 'VIRTUAL_CARD',
      cardholderId,
      budgetId,
      referenceId: `card-${budgetId}`,
    },
    keyed(),
  );
  return {
    ...account,
    binId: bin.id,
    cardholderId,
    budgetId,
    cardId: (card.data as { cardId: string }).cardId,
  };
}
