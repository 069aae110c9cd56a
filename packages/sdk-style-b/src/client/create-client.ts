import type { paths } from '@card-issuance/contracts/style-b-types';
import { startClient } from '@card-issuance/sdk-core';
import type { Client } from 'openapi-fetch';
import { authorize } from '../internal/authorize';
import { STYLE_B_POLICY } from '../internal/style-b-policy';
import type { TokenSet } from '../internal/token-set';
import { type AccountsResource, createAccountsResource } from '../resources/accounts';
import { type BinsResource, createBinsResource } from '../resources/bins';
import { type BudgetsResource, createBudgetsResource } from '../resources/budgets';
import { type CardholdersResource, createCardholdersResource } from '../resources/cardholders';
import { type CardsResource, createCardsResource } from '../resources/cards';
import { createKycResource, type KycResource } from '../resources/kyc';
import { createTransactionsResource, type TransactionsResource } from '../resources/transactions';
import { createTransfersResource, type TransfersResource } from '../resources/transfers';
import { createWalletsResource, type WalletsResource } from '../resources/wallets';
import { createWebhooksResource, type WebhooksResource } from '../webhooks/webhooks-resource';
import type { StyleBClientOptions } from './client-options';

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
    /**
     * A valid access token (cached, shared by concurrent callers).
     *
     * @example
     * const token = await client.auth.getAccessToken(AbortSignal.timeout(5_000));
     */
    getAccessToken(signal?: AbortSignal): Promise<string>;
    /** The refresh token of the last authorization, kept for the future refresh endpoint (B-17). */
    readonly refreshToken: string | null;
  };
  /**
   * The typed openapi-fetch client on the same request path as the methods: token added, one replay after
   * a 40101, retries for reads, PUT, DELETE, init, freeze, unfreeze and calls carrying an `Idempotency-Key`
   * you set. No envelope unwrapping, no generated keys. openapi-fetch's client is a separate file of the
   * package, loaded on the first call of `raw` (its middleware, `raw.use`, applies to `raw` calls only).
   */
  raw: Client<paths>;
}

/**
 * Creates a Style B client. Authorization happens on the first call and again shortly before the token
 * expires or after a 40101; keys are generated where the spec asks for them; safe calls are retried.
 * Throws a TypeError naming the option when the options are invalid (`createStyleBClient: clientSecret is required`).
 *
 * @example
 * import { createStyleBClient } from '@card-issuance/sdk-style-b';
 *
 * const client = createStyleBClient({ baseUrl: 'http://127.0.0.1:4010/style-b', clientId, clientSecret });
 * const { data: account } = await client.accounts.register({ name: 'Ann Lee', email, parentAccountId });
 */
export function createStyleBClient(options: StyleBClientOptions): StyleBClient {
  const [core, binder] = startClient<paths, TokenSet>(options, STYLE_B_POLICY, authorize);
  return {
    accounts: createAccountsResource(binder),
    kyc: createKycResource(binder),
    cardholders: createCardholdersResource(binder),
    bins: createBinsResource(binder),
    budgets: createBudgetsResource(binder),
    transfers: createTransfersResource(binder),
    wallets: createWalletsResource(binder),
    cards: createCardsResource(binder),
    transactions: createTransactionsResource(binder),
    webhooks: createWebhooksResource(options.webhookSecret),
    auth: {
      getAccessToken: (signal) => core.tokens.get(signal),
      get refreshToken() {
        return core.tokens.current?.refreshToken ?? null;
      },
    },
    raw: core.raw,
  };
}
