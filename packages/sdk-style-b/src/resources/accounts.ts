import * as OPS from '@card-issuance/contracts/style-b';
import type {
  SchemaAccount,
  SchemaAccountInit,
  SchemaAccountList,
  SchemaAccountRegisterRequest,
} from '@card-issuance/contracts/style-b-types';
import type { Binder, CallOptions } from '@card-issuance/sdk-core';
import type { ApiPromise } from '../core/api-promise';

/** A sub-account (one per end user). @example const account: Account = await client.accounts.register(params); */
export interface Account extends SchemaAccount {}
/** `{ list }` with zero or one account. @example const { list }: AccountList = await client.accounts.list({ email }); */
export interface AccountList extends SchemaAccountList {}
/** An initialized account and its wallet. @example const { walletId }: AccountInit = await client.accounts.initialize(accountId); */
export interface AccountInit extends SchemaAccountInit {}
/** Body of `accounts.register`. @example const params: RegisterAccountParams = { name, email, parentAccountId }; */
export interface RegisterAccountParams extends SchemaAccountRegisterRequest {}
/** Query of `accounts.list`. @example const params: ListAccountsParams = { email: 'ann@example.com' }; */
export interface ListAccountsParams {
  email: string;
}

/**
 * Sub-accounts: one per end user, under the partner account (part 4.2).
 *
 * @example
 * const account = await client.accounts.register({ name: 'Ann Lee', email, parentAccountId });
 */
export interface AccountsResource {
  /**
   * `POST /v1/accounts/register`; an `Idempotency-Key` is sent (recommended by the spec).
   *
   * @example
   * const account = await client.accounts.register({ name: 'Ann Lee', email, parentAccountId });
   */
  register(params: RegisterAccountParams, options?: CallOptions): ApiPromise<Account>;
  /**
   * `GET /v1/accounts?email=`: `{list}` with zero or one account (B-24).
   *
   * @example
   * const { list } = await client.accounts.list({ email: 'ann@example.com' });
   */
  list(params: ListAccountsParams, options?: CallOptions): ApiPromise<AccountList>;
  /**
   * `POST /v1/accounts/{accountId}/init`: provisions the USD Wallet once KYC is APPROVED; repeatable (B-11).
   *
   * @example
   * const { walletId } = await client.accounts.initialize(accountId);
   */
  initialize(
    accountId: string,
    params?: Record<string, never>,
    options?: CallOptions,
  ): ApiPromise<AccountInit>;
}

/**
 * Creates {@link AccountsResource} for a client.
 *
 * @example
 * const accounts = createAccountsResource(binder);
 */
export function createAccountsResource(binder: Binder): AccountsResource {
  return {
    register: binder.bind(OPS.registerAccount),
    list: binder.bind(OPS.listAccounts),
    initialize: binder.bind(OPS.initializeAccount),
  };
}
