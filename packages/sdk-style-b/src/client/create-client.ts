import createClient, { type Client } from 'openapi-fetch';
import { authorize } from '../auth/authorize';
import { createTokenManager } from '../auth/token-manager';
import type { ClientContext } from '../core/client-context';
import type { paths } from '../generated/style-b';
import { type AccountsResource, createAccountsResource } from '../resources/accounts';
import { type BinsResource, createBinsResource } from '../resources/bins';
import { type BudgetsResource, createBudgetsResource } from '../resources/budgets';
import { type CardholdersResource, createCardholdersResource } from '../resources/cardholders';
import { type CardsResource, createCardsResource } from '../resources/cards';
import { createKycResource, type KycResource } from '../resources/kyc';
import { createTransactionsResource, type TransactionsResource } from '../resources/transactions';
import { createTransfersResource, type TransfersResource } from '../resources/transfers';
import { createWalletsResource, type WalletsResource } from '../resources/wallets';
import { createTransport } from '../transport/create-transport';
import { DEFAULT_RETRY_POLICY } from '../transport/retry-policy';
import { createWebhooksResource, type WebhooksResource } from '../webhooks/webhooks-resource';
import type { StyleBClientOptions } from './client-options';
import { createRawClient } from './create-raw-client';

/**
 * The Style B client: one typed method per operation, grouped by resource, plus the token state and the
 * raw openapi-fetch client.
 *
 * @example
 * const { data: bins } = await client.bins.list({ accountId });
 */
export interface StyleBClient {
  accounts: AccountsResource;
  kyc: KycResource;
  cardholders: CardholdersResource;
  bins: BinsResource;
  budgets: BudgetsResource;
  transfers: TransfersResource;
  wallets: WalletsResource;
  cards: CardsResource;
  transactions: TransactionsResource;
  /** Verification of webhook deliveries, with `webhookSecret` as the default secret. */
  webhooks: WebhooksResource;
  /** The token lifecycle, for callers that need the token itself (for example a widget bootstrap). */
  auth: {
    /** A valid access token (cached, shared by concurrent callers). */
    getAccessToken(signal?: AbortSignal): Promise<string>;
    /** The refresh token of the last authorization, kept for the future refresh endpoint (B-17). */
    readonly refreshToken: string | null;
  };
  /** The typed openapi-fetch client on the same transport and tokens (no envelope unwrapping). */
  raw: Client<paths>;
}

/**
 * Creates a Style B client. Authorization happens on the first call and again shortly before the token
 * expires or after a 40101; keys are generated where the spec asks for them; safe calls are retried.
 *
 * @example
 * import { createStyleBClient } from '@card-issuance/sdk-style-b';
 *
 * const client = createStyleBClient({ baseUrl: 'http://127.0.0.1:4010/style-b', clientId, clientSecret });
 * const { data: account } = await client.accounts.register({ name: 'Ann Lee', email, parentAccountId });
 */
export function createStyleBClient(options: StyleBClientOptions): StyleBClient {
  const { baseUrl, clientId, clientSecret } = options;
  const now = options.now ?? Date.now;
  const retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const transport = createTransport({
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    retry,
    logger: options.logger,
  });
  const defaults = { timeoutMs: options.timeoutMs ?? 30_000, maxRetries: retry.maxRetries };
  const ctx: ClientContext = {
    raw: createClient<paths>({ baseUrl }),
    transport,
    tokens: createTokenManager({
      now,
      refreshMarginMs: options.tokenRefreshMarginMs ?? 60_000,
      authorize: () => authorize(ctx, { clientId, clientSecret }, now),
    }),
    ...defaults,
  };
  return {
    accounts: createAccountsResource(ctx),
    kyc: createKycResource(ctx),
    cardholders: createCardholdersResource(ctx),
    bins: createBinsResource(ctx),
    budgets: createBudgetsResource(ctx),
    transfers: createTransfersResource(ctx),
    wallets: createWalletsResource(ctx),
    cards: createCardsResource(ctx),
    transactions: createTransactionsResource(ctx),
    webhooks: createWebhooksResource(options.webhookSecret),
    auth: {
      getAccessToken: (signal) => ctx.tokens.get(signal),
      get refreshToken() {
        return ctx.tokens.refreshToken;
      },
    },
    raw: createRawClient(baseUrl, transport, ctx.tokens, defaults),
  };
}
