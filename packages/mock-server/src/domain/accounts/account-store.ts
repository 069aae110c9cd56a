import { isoTime } from '../clock/iso-time';
import type { DomainContext, PartnerScope } from '../context';
import { DomainError } from '../errors';
import { prefixedId, uuid } from '../ids';
import { findInScope, getPartner } from '../partners/partner-store';
import { defineCollection, indexKey } from '../storage';
import type { AccountRecord } from './account-record';

export type { AccountRecord, KycStatus } from './account-record';

// Emails are unique ignoring case: `Ann@x.io` and `ann@x.io` reach the same mailbox. An account's parent
// account is always its partner's (registerAccount checks it), so the partner stands for the parent.
const emailKey = (scope: PartnerScope, email: string) =>
  indexKey(scope.programId, scope.environment, email.toLowerCase());

/** The sub-accounts, unique by email (ignoring case) per partner and environment. */
export const ACCOUNTS = defineCollection<AccountRecord, never, 'byEmail'>({
  name: 'b.accounts',
  unique: { byEmail: (account) => emailKey(account, account.email) },
});

/**
 * @internal The accounts collection; other modules go through {@link requireAccount}.
 *
 * @example
 * const account = accountsOf(ctx).get(accountId);
 */
export const accountsOf = (ctx: DomainContext) => ctx.storage.collection(ACCOUNTS);

/** `POST /v1/accounts/register` as the face has validated it against the spec. */
export interface RegisterAccountInput {
  name: string;
  email: string;
  /** E.164 with a leading `+`; absent when not given. */
  phone?: string | undefined;
  parentAccountId: string;
}

/**
 * `POST /v1/accounts/register`: a sub-account under the partner's account. `parentAccountId` must
 * be the partner's (else 40404); the email is unique per parent account (40901, `email_taken`).
 *
 * @example
 * const account = registerAccount(ctx, scope, { name: 'Ann Lee', email: 'ann@example.com', parentAccountId });
 */
export function registerAccount(
  ctx: DomainContext,
  scope: PartnerScope,
  input: RegisterAccountInput,
): AccountRecord {
  const { name, email, parentAccountId } = input;
  const phone = input.phone ?? null;
  if (getPartner(ctx, scope.programId)?.parentAccountId !== parentAccountId) {
    throw new DomainError('not_found', `parent account ${parentAccountId} not found`, {
      field: 'parentAccountId',
    });
  }
  if (accountsOf(ctx).findUnique('byEmail', emailKey(scope, email))) {
    throw new DomainError('conflict', 'an account with this email already exists for the parent account', {
      field: 'email',
      reason: 'email_taken',
    });
  }
  const account: AccountRecord = {
    programId: scope.programId,
    environment: scope.environment,
    accountId: uuid(ctx.random),
    userId: prefixedId('user', ctx.random),
    parentAccountId,
    name,
    email,
    phone,
    kycStatus: 'NONE',
    kycCaseId: null,
    initialized: false,
    walletId: null,
    createdAt: isoTime(ctx.clock.now()),
  };
  accountsOf(ctx).put(account.accountId, account);
  return account;
}

/**
 * `GET /v1/accounts?email=`: zero or one account of the scope with that email (B-24: never 40404).
 *
 * @example
 * const [account] = findAccountsByEmail(ctx, scope, { email: 'ann@example.com' });
 */
export function findAccountsByEmail(
  ctx: DomainContext,
  scope: PartnerScope,
  input: { email: string },
): AccountRecord[] {
  const found = accountsOf(ctx).findUnique('byEmail', emailKey(scope, input.email));
  return found ? [found] : [];
}

/**
 * The account of a validated `accountId` in the caller's scope; another scope's or an unknown one is
 * `not_found` naming `field`.
 *
 * @example
 * const account = requireAccount(ctx, scope, input.accountId);
 */
export function requireAccount(
  ctx: DomainContext,
  scope: PartnerScope,
  accountId: string,
  field = 'accountId',
): AccountRecord {
  const found = findInScope(accountsOf(ctx), accountId, scope);
  if (!found) throw new DomainError('not_found', `account ${accountId} not found`, { field });
  return found;
}

/**
 * The account of an id in any scope, for the control API; `not_found` naming `accountId` otherwise.
 *
 * @example
 * const account = accountById(ctx, accountId);
 */
export function accountById(ctx: DomainContext, accountId: string): AccountRecord {
  const found = accountsOf(ctx).get(accountId);
  if (!found) throw new DomainError('not_found', `account ${accountId} not found`, { field: 'accountId' });
  return found;
}
