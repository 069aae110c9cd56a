import { isoTime } from '../clock/iso-time';
import type { DomainContext, PartnerScope } from '../context';
import { DomainError } from '../errors';
import { prefixedId } from '../ids';
import type { Balance } from '../ledger';
import { type Cents, type Currency, MAX_AMOUNT_CENTS } from '../money';
import { defineCollection } from '../storage';
import { type AccountRecord, accountsOf, requireAccount } from './account-store';

/** A sub-account's USD Wallet; its money lives in the ledger under the same id. */
export interface WalletRecord extends PartnerScope {
  id: string;
  accountId: string;
  /** 0 = USD Wallet, the only kind (Style B's `objectType`). */
  objectType: 0;
  currency: Currency;
  createdAt: string;
}

/** Answer of init (B-11), the same on every call. */
export interface AccountInit {
  accountId: string;
  walletId: string;
  initialized: true;
}

/** The USD Wallets, by account. */
export const WALLETS = defineCollection<WalletRecord, 'byAccount'>({
  name: 'b.wallets',
  indexes: { byAccount: (wallet) => wallet.accountId },
});

/**
 * @internal The wallets collection; other modules go through {@link requireWallet}.
 *
 * @example
 * const wallet = walletsOf(ctx).get(walletId);
 */
export const walletsOf = (ctx: DomainContext) => ctx.storage.collection(WALLETS);

/**
 * `POST /v1/accounts/{accountId}/init`: provisions the USD Wallet once KYC is APPROVED (else 040004),
 * with the opening balance in the sandbox. A second call changes nothing and answers
 * the same (B-11).
 *
 * @example
 * const { walletId } = initAccount(ctx, scope, { accountId });
 */
export function initAccount(
  ctx: DomainContext,
  scope: PartnerScope,
  input: { accountId: string },
): AccountInit {
  const account = requireAccount(ctx, scope, input.accountId);
  if (account.initialized && account.walletId) {
    return { accountId: account.accountId, walletId: account.walletId, initialized: true };
  }
  if (account.kycStatus !== 'APPROVED') {
    throw new DomainError('unprocessable', `KYC of the account is ${account.kycStatus}, not APPROVED`, {
      field: 'accountId',
      reason: 'kyc_not_approved',
    });
  }
  const wallet: WalletRecord = {
    programId: account.programId,
    environment: account.environment,
    id: prefixedId('wal', ctx.random),
    accountId: account.accountId,
    objectType: 0,
    currency: 'USD',
    createdAt: isoTime(ctx.clock.now()),
  };
  walletsOf(ctx).put(wallet.id, wallet);
  ctx.ledger.open(wallet.id, wallet.currency);
  // Production money only enters by real transfers; the sandbox gives every wallet something to spend.
  const opening = account.environment === 'sandbox' ? ctx.settings.openingBalanceCents : 0;
  if (opening > 0) ctx.ledger.credit(wallet.id, opening, 'opening balance');
  accountsOf(ctx).put(account.accountId, { ...account, initialized: true, walletId: wallet.id });
  return { accountId: account.accountId, walletId: wallet.id, initialized: true };
}

/**
 * `GET /v1/cards/wallets`: the account's wallets, empty before init (B-29).
 *
 * @example
 * const [usd] = listWallets(ctx, scope, { accountId });
 */
export function listWallets(
  ctx: DomainContext,
  scope: PartnerScope,
  input: { accountId: string },
): WalletRecord[] {
  const account = requireAccount(ctx, scope, input.accountId);
  return walletsOf(ctx).find('byAccount', account.accountId);
}

/**
 * The account's USD Wallet; `account_not_initialized` (020003) before init.
 *
 * @example
 * const wallet = requireWallet(ctx, account);
 */
export function requireWallet(ctx: DomainContext, account: AccountRecord): WalletRecord {
  const wallet = account.walletId ? walletsOf(ctx).get(account.walletId) : undefined;
  if (!account.initialized || !wallet) {
    throw new DomainError('unprocessable', 'the account is not initialized; call init after KYC approval', {
      field: 'accountId',
      reason: 'account_not_initialized',
    });
  }
  return wallet;
}

/**
 * Control API: credits a wallet of any scope (how money enters the sandbox). `not_found` for an unknown
 * wallet; the amount is whole cents from 1 to 1,000,000.00 USD (G-6).
 *
 * @example
 * const { balance } = creditWallet(ctx, walletId, 50_000); // +500.00
 */
export function creditWallet(
  ctx: DomainContext,
  walletId: string,
  cents: Cents,
): { wallet: WalletRecord; balance: Balance } {
  const wallet = walletsOf(ctx).get(walletId);
  if (!wallet) throw new DomainError('not_found', `wallet ${walletId} not found`, { field: 'walletId' });
  if (!Number.isSafeInteger(cents) || cents < 1 || cents > MAX_AMOUNT_CENTS) {
    throw new DomainError('invalid', 'amount must be whole cents from 1 to 100000000', { field: 'amount' });
  }
  ctx.ledger.credit(wallet.id, cents, 'control API credit');
  return { wallet, balance: ctx.ledger.balance(wallet.id) };
}
