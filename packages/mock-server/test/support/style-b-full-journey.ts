import { styleBCardholderBody } from '../../src/testing/request-bodies';

/** Where the journey runs and with which credentials (the `--json` start line has all of it). */
export interface JourneyTarget {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  baseUrl: string;
  controlUrl: string;
  clientId: string;
  clientSecret: string;
  parentAccountId: string;
}

/** One call of the journey as it went: what a test asserts on, and what the contract check reads. */
export interface JourneyStep {
  name: string;
  method: string;
  path: string;
  status: number;
  code: string;
  requestId: string | null;
  body: unknown;
}

type Body = Record<string, unknown> & { code?: string; data?: Record<string, unknown> };

/**
 * The Style B flow of the interface spec, from OAuth to a frozen and deleted card, driven through any fetch
 * (mock.fetch, MSW-intercepted fetch, real HTTP). Every response is checked against the OpenAPI contract;
 * the KYC and cardholder delays are passed by advancing the mock's clock through the control API. Plain
 * fetch only, so it also runs in a browser page.
 *
 * @example
 * const steps = await runStyleBJourney({ fetch: mock.fetch, ...target });
 */
export async function runStyleBJourney(target: JourneyTarget): Promise<JourneyStep[]> {
  const steps: JourneyStep[] = [];
  let token = '';

  async function call(
    name: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Body> {
    const init: RequestInit = {
      method,
      headers: { ...headers, ...(token ? { 'x-access-token': token } : {}) },
    };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const response = await target.fetch(`${target.baseUrl}${path}`, init);
    const parsed = (await response.json()) as Body;
    steps.push({
      name,
      method,
      path: path.split('?')[0] ?? path,
      status: response.status,
      code: String(parsed.code),
      requestId: response.headers.get('request-id'),
      body: parsed,
    });
    return parsed;
  }
  const advance = (ms: number) =>
    target.fetch(`${target.controlUrl}/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ms }),
    });
  const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });

  const { code } = (await call('authorize', 'GET', `/v1/oauth/authorize?clientId=${target.clientId}`))
    .data as { code: string };
  const tokens = await call('access token', 'POST', '/v1/oauth/access-token', {
    clientId: target.clientId,
    clientSecret: target.clientSecret,
    code,
  });
  token = (tokens.data as { accessToken: string }).accessToken;

  const email = `journey-${crypto.randomUUID()}@example.com`;
  const account = await call(
    'register',
    'POST',
    '/v1/accounts/register',
    { name: 'Ann Lee', email, parentAccountId: target.parentAccountId, phone: '+14155550100' },
    key(),
  );
  const accountId = (account.data as { accountId: string }).accountId;
  await call('lookup', 'GET', `/v1/accounts?email=${encodeURIComponent(email)}`);
  await call('submit KYC', 'POST', `/v1/accounts/${accountId}/kyc`, {
    sourceType: 'veritas',
    veritasShareToken: `share-${accountId}`,
    ipAddress: '203.0.113.7',
  });
  await advance(2_000);
  await call('KYC detail', 'GET', `/v1/accounts/cdd/detail/${accountId}`);
  await call('init', 'POST', `/v1/accounts/${accountId}/init`, {});
  await call('wallets', 'GET', `/v1/cards/wallets?accountId=${accountId}`);
  const bins = (await call('BINs', 'GET', `/v1/card/bins?accountId=${accountId}`)).data as {
    list: Array<{ id: string; type: number; minBudgetBalance: string }>;
  };
  const binId = bins.list.find((b) => b.type === 0 && b.minBudgetBalance === '0.00')?.id;

  const holder = await call(
    'create cardholder',
    'POST',
    '/v1/cardholders',
    styleBCardholderBody({ accountId, binId, email }),
    key(),
  );
  const cardholderId = (holder.data as { cardholderId: string }).cardholderId;
  await advance(1_000);
  await call('get cardholder', 'GET', `/v1/cardholders/${cardholderId}?accountId=${accountId}`);
  await call('list cardholders', 'GET', `/v1/cardholders?accountId=${accountId}`);
  await call('update cardholder', 'PATCH', `/v1/cardholders/${cardholderId}`, {
    accountId,
    phoneNumber: '4155550199',
  });

  const budget = await call(
    'create budget',
    'POST',
    '/v1/budgets',
    { accountId, name: 'Travel', currency: 'USD' },
    key(),
  );
  const budgetId = (budget.data as { budgetId: string }).budgetId;
  await call('transfer in', 'POST', `/v1/budgets/${budgetId}/transfer-in`, {
    accountId,
    clientTransactionId: `in-${budgetId}`,
    amount: '500.00',
  });
  await call('transfer out', 'POST', `/v1/budgets/${budgetId}/transfer-out`, {
    accountId,
    clientTransactionId: `out-${budgetId}`,
    amount: '50',
  });
  await call('get budget', 'GET', `/v1/budgets/${budgetId}?accountId=${accountId}`);

  const card = await call(
    'issue card',
    'POST',
    '/v1/budget-card',
    {
      accountId,
      binId,
      cardMode: 'VIRTUAL_CARD',
      cardholderId,
      budgetId,
      referenceId: `card-${budgetId}`,
      label: 'Travel',
    },
    key(),
  );
  const cardId = (card.data as { cardId: string }).cardId;
  await call('card list', 'GET', `/v1/card-list?accountId=${accountId}&cardId=${cardId}`);
  await call('card secrets', 'GET', `/v1/cards/${cardId}?accountId=${accountId}`);
  await call('widget token', 'GET', `/v1/cards/${cardId}/private-info/access-token?accountId=${accountId}`);
  await call('label', 'PUT', `/v1/cards/${cardId}`, { accountId, label: 'Groceries' });
  await call('velocity', 'PUT', `/v1/cards/${cardId}/velocity-control`, {
    accountId,
    transactionLimitsType: 'DAY',
    amountLimit: '100.00',
  });
  await call('freeze', 'POST', `/v1/cards/${cardId}/freeze`, { accountId });
  await call('freeze again', 'POST', `/v1/cards/${cardId}/freeze`, { accountId });
  await call('unfreeze', 'POST', `/v1/cards/${cardId}/unfreeze`, { accountId });
  await call('freeze before delete', 'POST', `/v1/cards/${cardId}/freeze`, { accountId });
  await call('delete', 'DELETE', `/v1/cards/${cardId}?accountId=${accountId}`);
  await call('delete again', 'DELETE', `/v1/cards/${cardId}?accountId=${accountId}`);
  await call('transactions', 'GET', `/v1/cards/transaction-list?accountId=${accountId}`);

  await call(
    'wallet transfer',
    'POST',
    '/v1/business/transfer/external',
    {
      clientTransactionId: `ext-${accountId}`,
      amount: '1.00',
      from: { accountId, id: 'wal_missing', currency: 'USD' },
      to: { accountId, id: 'wal_missing', currency: 'USD' },
    },
    key(),
  );
  await call('missing key', 'POST', '/v1/budgets', { accountId, name: 'No key' });
  await call('unknown endpoint', 'GET', '/v1/nothing-here');
  return steps;
}

/** The codes the journey must see, in order (the no-ops and the expected errors included). */
export const EXPECTED_CODES: Record<string, string> = {
  'freeze again': '020011',
  'delete again': '020010',
  'wallet transfer': '40404',
  'missing key': '40001',
  'unknown endpoint': '40499',
};
