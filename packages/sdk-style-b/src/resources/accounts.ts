import * as OPS from '@card-issuance/contracts/style-b';
import type { ClientContext } from '../core/client-context';
import { defineOperation, type OperationMethod } from '../core/define-operation';
import type { Operation } from '../core/operation-types';

/**
 * Sub-accounts: one per end user, under the partner account (part 4.2).
 *
 * @example
 * const { data: account } = await client.accounts.register({ name: 'Ann Lee', email, parentAccountId });
 */
export interface AccountsResource {
  /** `POST /v1/accounts/register`; an `Idempotency-Key` is sent (recommended by the spec). */
  register: OperationMethod<Operation<'/v1/accounts/register', 'post'>>;
  /** `GET /v1/accounts?email=`: `{list}` with zero or one account (B-24). */
  list: OperationMethod<Operation<'/v1/accounts', 'get'>>;
  /** `POST /v1/accounts/{accountId}/init`: provisions the USD Wallet once KYC is APPROVED; repeatable (B-11). */
  initialize: OperationMethod<Operation<'/v1/accounts/{accountId}/init', 'post'>>;
}

/**
 * Creates {@link AccountsResource} for a client.
 *
 * @example
 * const accounts = createAccountsResource(ctx);
 */
export function createAccountsResource(ctx: ClientContext): AccountsResource {
  return {
    register: defineOperation(ctx, OPS.registerAccount),
    list: defineOperation(ctx, OPS.listAccounts),
    initialize: defineOperation(ctx, OPS.initializeAccount),
  };
}
