import { createStyleBClient } from '@card-issuance/sdk-style-b';
import { sandboxControl } from './sandbox-control.ts';
import { startWebhookListener } from './webhook-listener.ts';

/** Where the program lives and its credentials (from your dashboard, or `GET /_mock/config`). */
export interface OnboardingOptions {
  /** Style B base URL without `/v1`, e.g. `http://127.0.0.1:4010/style-b`. */
  baseUrl: string;
  /** The mock's control API, e.g. `http://127.0.0.1:4010/_mock` (stands in for the card network). */
  controlUrl: string;
  clientId: string;
  clientSecret: string;
  /** The partner account the sub-account is registered under. */
  parentAccountId: string;
  /** The program's webhook secret: deliveries signed with anything else are refused. */
  webhookSecret: string;
  /** The end user's e-mail. @default a new `ann+<uuid>@example.com` */
  email?: string;
  /** The purchase made with the new card. @default '42.50' */
  purchaseAmount?: string;
  /** Called after each step, e.g. to print it. */
  onStep?: (step: string, detail: Record<string, unknown>) => void;
}

/** What the onboarding created and observed. */
export interface OnboardingResult {
  accountId: string;
  walletId: string;
  cardholderId: string;
  budgetId: string;
  cardId: string;
  cardTransactionId: string;
  /** The card's status right after issue, then after the freeze. */
  cardStatuses: { issued: string; frozen: string };
  /** The transaction's status in the transaction list after settlement. */
  transactionStatus: string;
  /** The budget's balance after the purchase settled. */
  budgetBalance: { available: string; locked: string; total: string };
  /** The verified webhooks, in the order received. */
  webhooks: Array<{ eventId: string; eventType: string }>;
}

/**
 * Style B from credentials to a first purchase: OAuth, a sub-account through KYC, its wallet, a cardholder,
 * a funded budget, a virtual card, a purchase and its settlement, the signed webhooks each step sends, and
 * the card frozen.
 *
 * @example
 * const config = (await (await fetch('http://127.0.0.1:4010/_mock/config')).json()).data;
 * const result = await runOnboarding({ ...config.styleB, controlUrl: config.controlUrl });
 * console.log(result.cardStatuses); // { issued: 'ACTIVE', frozen: 'FROZEN' }
 */
export async function runOnboarding(options: OnboardingOptions): Promise<OnboardingResult> {
  const { parentAccountId, purchaseAmount = '42.50' } = options;
  const report = options.onStep ?? (() => {});
  const control = sandboxControl(options.controlUrl);

  // 1. A receiver for the program's signed webhooks, registered as an endpoint (the dashboard's job in
  // production). Only deliveries that verify with the webhook secret are kept.
  const listener = await startWebhookListener({ secret: options.webhookSecret });
  const endpoint = await control.post<{ id: string }>('/webhooks/endpoints', {
    url: listener.url,
    style: 'b',
  });
  report('webhook endpoint', { url: listener.url });

  try {
    // 2. OAuth: the client authorizes and exchanges the code on first use, then caches the token.
    const client = createStyleBClient({
      baseUrl: options.baseUrl,
      clientId: options.clientId,
      clientSecret: options.clientSecret,
    });
    await client.auth.getAccessToken();
    report('oauth', { token: 'cached until a minute before it expires' });

    // 3. A sub-account for the end user.
    const email = options.email ?? `ann+${crypto.randomUUID()}@example.com`;
    const account = await client.accounts.register({ name: 'Ann Lee', email, parentAccountId });
    const { accountId } = account;
    report('register sub-account', { accountId, email });

    // 4. KYC with the share token of the provider (`veritas`, the mock's default; the field is named after
    // it). The decision arrives as KYC.UPDATED; the sandbox decides after 2 s on its clock, which we move
    // instead of waiting. A share token serves one account only.
    await client.kyc.submit(accountId, { sourceType: 'veritas', veritasShareToken: `share-${accountId}` });
    await control.post('/clock/advance', { ms: 2_000 });
    const kyc = await listener.waitFor('KYC.UPDATED', (payload) => payload.accountId === accountId);
    if (!['APPROVED', 'PASS', 'COMPLETED'].includes(kyc.payload.status)) {
      throw new Error(`KYC of ${accountId} ended ${kyc.payload.status}: ${kyc.payload.reason}`);
    }
    report('kyc', { status: kyc.payload.status, caseId: kyc.payload.caseId });

    // 5. Init: provisions the USD Wallet (the sandbox starts it with 10,000.00 USD).
    const init = await client.accounts.initialize(accountId);
    report('init', { walletId: init.walletId });

    // 6. A cardholder on a Budget BIN (type 0) that needs no opening balance; approved asynchronously.
    const bins = await client.bins.list({ accountId });
    const bin = bins.list.find((b) => b.type === 0 && b.minBudgetBalance === '0.00');
    if (!bin) throw new Error('no Budget BIN without an opening balance');
    const cardholder = await client.cardholders.create({
      accountId,
      binId: bin.id,
      businessModel: 'B2C_GATEWAY',
      referenceId: `holder-${accountId}`,
      firstName: 'Ann',
      lastName: 'Lee',
      email,
      phoneCountryCode: '1',
      phoneNumber: '4155550100',
      address: { addressLine1: '1 Main St', city: 'Austin', state: 'TX', country: 'US', postalCode: '73301' },
    });
    const { cardholderId } = cardholder;
    await control.post('/clock/advance', { ms: 1_000 }); // the sandbox approves 1 s later
    const approved = await listener.waitFor(
      'CARDHOLDER.UPDATED',
      (payload) => payload.cardholderId === cardholderId && payload.status !== 'PENDING',
    );
    if (approved.payload.status !== 'APPROVED') throw new Error(`cardholder ${approved.payload.status}`);
    report('cardholder', { cardholderId, status: approved.payload.status });

    // 7. A budget, funded from the wallet.
    const budget = await client.budgets.create({ accountId, name: 'Travel' });
    const { budgetId } = budget;
    const funded = await client.budgets.transferIn(budgetId, { accountId, amount: '100.00' });
    report('budget', { budgetId, balance: funded.budget.balance });

    // 8. A virtual card spending from the budget.
    const card = await client.cards.issue({
      accountId,
      binId: bin.id,
      cardMode: 'VIRTUAL_CARD',
      cardholderId,
      budgetId,
      referenceId: `card-${budgetId}`,
      label: 'Travel',
    });
    const { cardId } = card;
    report('virtual card', { cardId, status: card.status, last4: card.last4 });

    // 9. A purchase and its settlement: in production the card network does this; the sandbox simulates it.
    const authorization = await control.post<{ cardTransactionId: string; status: string }>(
      '/simulate/authorize',
      { cardId, amount: purchaseAmount, merchantName: 'Blue Bottle' },
    );
    const { cardTransactionId } = authorization;
    report('purchase authorized', { cardTransactionId, status: authorization.status });
    const settled = await control.post<{ status: string }>('/simulate/settle', { cardTransactionId });
    report('purchase settled', { cardTransactionId, status: settled.status });

    // 10. What the API and the webhooks say about it.
    const transactions = await client.transactions.list({ accountId, cardId });
    const transaction = transactions.items.find((t) => t.cardTransactionId === cardTransactionId);
    const closed = await listener.waitFor(
      'CARD_TRANSACTION.UPDATED',
      (payload) => payload.cardTransactionId === cardTransactionId && payload.status === 'CLOSED',
    );
    const afterPurchase = await client.budgets.get(budgetId, { accountId });
    report('transaction', {
      status: transaction?.status,
      webhook: `${closed.eventType} ${closed.payload.status}`,
      budgetBalance: afterPurchase.balance,
    });

    // 11. Freeze the card: new authorizations are declined; CARD.UPDATED says so.
    const frozen = await client.cards.freeze(cardId, { accountId });
    await listener.waitFor(
      'CARD.UPDATED',
      (payload) => payload.cardId === cardId && payload.status === 'FROZEN',
    );
    report('card frozen', { cardId, status: frozen.status });

    const webhooks = listener.events.map(({ eventId, eventType }) => ({ eventId, eventType }));
    report('webhooks verified', {
      count: webhooks.length,
      types: [...new Set(webhooks.map((w) => w.eventType))],
    });
    return {
      accountId,
      walletId: init.walletId,
      cardholderId,
      budgetId,
      cardId,
      cardTransactionId,
      cardStatuses: { issued: card.status, frozen: frozen.status },
      transactionStatus: transaction?.status ?? 'MISSING',
      budgetBalance: afterPurchase.balance,
      webhooks,
    };
  } finally {
    await control.delete(`/webhooks/endpoints/${endpoint.id}`);
    await listener.close();
  }
}
