import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import { type Cents, formatCents } from '../money';
import type { ApplicantRecord } from './applicant-store';

/** The stablecoins an applicant's deposit wallets hold, in the order card funding draws them. */
export const DEPOSIT_CURRENCIES = ['USDC', 'USDT'] as const;
export type DepositCurrency = (typeof DEPOSIT_CURRENCIES)[number];

/**
 * The ledger accounts of one deposit wallet: what can fund cards, and what is frozen. Both hold cents of
 * a USD-pegged coin, so a deposit can move onto a prepaid card without a conversion.
 */
const walletAccount = (applicantId: string, currency: DepositCurrency) =>
  `${applicantId}:deposit:${currency}`;
const frozenAccount = (applicantId: string, currency: DepositCurrency) =>
  `${walletAccount(applicantId, currency)}:frozen`;

function opened(ctx: DomainContext, id: string): string {
  if (!ctx.ledger.has(id)) ctx.ledger.open(id);
  return id;
}

const availableOf = (ctx: DomainContext, id: string): Cents =>
  ctx.ledger.has(id) ? ctx.ledger.balance(id).available : 0;

/** A deposit wallet as `deposit[]` shows it: six decimals, as stablecoins count. */
export interface DepositBalanceView {
  currency: DepositCurrency;
  available: string;
  frozen: string;
}

const sixDecimals = (cents: Cents) => `${formatCents(cents)}0000`;

/**
 * The applicant's deposit wallets, USDC then USDT, as `GET /v1/applicants/{id}/funding/balances` lists
 * them.
 *
 * @example
 * depositBalances(ctx, applicant.id); // [{ currency: 'USDC', available: '25.000000', frozen: '0.000000' }, ...]
 */
export function depositBalances(ctx: DomainContext, applicantId: string): DepositBalanceView[] {
  return DEPOSIT_CURRENCIES.map((currency) => ({
    currency,
    available: sixDecimals(availableOf(ctx, walletAccount(applicantId, currency))),
    frozen: sixDecimals(availableOf(ctx, frozenAccount(applicantId, currency))),
  }));
}

/**
 * The ledger accounts card funding draws from, in order: the applicant's USD funding account
 * first, then each deposit wallet; frozen parts are never among them.
 *
 * @example
 * fundingSources(ctx, applicant.id); // ['app_1', 'app_1:deposit:USDC', 'app_1:deposit:USDT']
 */
export function fundingSources(ctx: DomainContext, applicantId: string): string[] {
  return [applicantId, ...DEPOSIT_CURRENCIES.map((c) => walletAccount(applicantId, c))].filter((id) =>
    ctx.ledger.has(id),
  );
}

/**
 * What prepaid cards can still be funded from (`available_to_fund_usd`, in cents): the USD funding account
 * plus every deposit wallet's unfrozen part.
 *
 * @example
 * availableToFundCents(ctx, applicant.id); // 52500
 */
export function availableToFundCents(ctx: DomainContext, applicantId: string): Cents {
  return fundingSources(ctx, applicantId).reduce((sum, id) => sum + availableOf(ctx, id), 0);
}

/**
 * Moves `amount` from the applicant's funding sources onto `to` ({@link fundingSources} order), one ledger
 * transfer per source drawn. The caller checks `amount` against {@link availableToFundCents} first.
 *
 * @example
 * drawFunding(ctx, applicant.id, card.id, 5000, `fund card ${card.id}`);
 */
export function drawFunding(
  ctx: DomainContext,
  applicantId: string,
  to: string,
  amount: Cents,
  memo: string,
) {
  let left = amount;
  for (const source of fundingSources(ctx, applicantId)) {
    const part = Math.min(left, availableOf(ctx, source));
    if (part > 0) ctx.ledger.transfer(source, to, part, memo);
    left -= part;
    if (left === 0) return;
  }
  throw new DomainError('insufficient_funds', 'the applicant cannot fund that much');
}

/**
 * A simulated stablecoin deposit (control API, A-57): `amount` cents of `currency` enter the applicant's
 * deposit wallet from outside the sandbox (a ledger credit), available to fund cards at once.
 *
 * @example
 * receiveDeposit(ctx, applicant, 'USDC', 2500);
 */
export function receiveDeposit(
  ctx: DomainContext,
  applicant: ApplicantRecord,
  currency: DepositCurrency,
  amount: Cents,
): void {
  ctx.ledger.credit(opened(ctx, walletAccount(applicant.id, currency)), amount, `${currency} deposit`);
}

/**
 * Freezes (`freeze`) or unfreezes part of a deposit wallet (control API, A-57): the amount moves between
 * the wallet and its frozen account, so it leaves `available` and `available_to_fund_usd` and comes back
 * whole. More than the wallet's available part (or, to unfreeze, its frozen part) is `invalid` naming
 * `amount`.
 *
 * @example
 * freezeDeposit(ctx, applicant, 'USDC', 1000, 'freeze');
 */
export function freezeDeposit(
  ctx: DomainContext,
  applicant: ApplicantRecord,
  currency: DepositCurrency,
  amount: Cents,
  action: 'freeze' | 'unfreeze',
): void {
  const wallet = opened(ctx, walletAccount(applicant.id, currency));
  const frozen = opened(ctx, frozenAccount(applicant.id, currency));
  const [from, to] = action === 'freeze' ? [wallet, frozen] : [frozen, wallet];
  const has = availableOf(ctx, from);
  if (amount > has) {
    const part = action === 'freeze' ? 'available' : 'frozen';
    throw new DomainError('invalid', `amount exceeds the ${part} ${currency} (${formatCents(has)})`, {
      field: 'amount',
    });
  }
  ctx.ledger.transfer(from, to, amount, `${action} ${currency} deposit`);
}
