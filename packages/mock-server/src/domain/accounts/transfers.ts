import { isoTime } from '../clock/iso-time';
import type { DomainContext, PartnerScope } from '../context';
import { DomainError } from '../errors';
import { canonicalJson } from '../idempotency';
import { prefixedId } from '../ids';
import type { Cents, Currency } from '../money';
import { defineCollection, indexKey } from '../storage';
import { requireAccount } from './account-store';
import { walletsOf } from './wallets';

/** One side of a transfer (B-28). */
export interface TransferParty {
  accountId: string;
  id: string;
  type: 'WALLET' | 'BUDGET';
}

/** A completed movement of money between a partner's wallets and budgets (B-5, B-28). */
export interface TransferRecord extends PartnerScope {
  transferId: string;
  /** The caller's id, an idempotency key for the life of the transfer (B-28). */
  clientTransactionId: string;
  /** Normalized request, to tell a replay from a reuse of the id with another body. */
  fingerprint: string;
  amountCents: Cents;
  currency: Currency;
  from: TransferParty;
  to: TransferParty;
  status: 'COMPLETED';
  createdAt: string;
}

/**
 * Transfers, keyed by partner, environment and `clientTransactionId`: one namespace per partner and
 * environment, shared by every kind of transfer, so the replay check is a lookup by key.
 */
export const TRANSFERS = defineCollection<TransferRecord>({ name: 'b.transfers' });
const transfers = (ctx: DomainContext) => ctx.storage.collection(TRANSFERS);
const keyOf = (scope: PartnerScope, clientTransactionId: string) =>
  indexKey(scope.programId, scope.environment, clientTransactionId);

/** One wallet side of `POST /v1/business/transfer/external`, as validated (B-10). */
export interface TransferSide {
  accountId: string;
  /** The wallet id. */
  id: string;
  currency: Currency;
}

/** `POST /v1/business/transfer/external` as the face has validated it against the spec. */
export interface ExternalTransferInput {
  clientTransactionId: string;
  /** The amount in cents, its range checked at the edge (G-6, G-84). */
  amountCents: Cents;
  /** `businessType` is 0 (USD Wallet), the only kind the spec accepts. */
  from: TransferSide & { businessType?: 0 | undefined };
  to: TransferSide;
}

/**
 * Runs a transfer at most once per `clientTransactionId` (B-28): the same id with the same request answers
 * the first transfer without moving money again; with another request it is `idempotency_mismatch`
 * (40003). A failed attempt records nothing, so it may be retried with the same id.
 *
 * @example
 * const { transfer, replayed } = oncePerClientTransactionId(ctx, scope, id, { op: 'in', budgetId, amountCents }, (key) =>
 *   executeTransfer(ctx, scope, key, movement),
 * );
 */
export function oncePerClientTransactionId(
  ctx: DomainContext,
  scope: PartnerScope,
  clientTransactionId: string,
  request: unknown,
  run: (key: { clientTransactionId: string; fingerprint: string }) => TransferRecord,
): { transfer: TransferRecord; replayed: boolean } {
  const print = canonicalJson(request);
  const existing = transfers(ctx).get(keyOf(scope, clientTransactionId));
  if (existing) {
    if (existing.fingerprint !== print) {
      throw new DomainError(
        'idempotency_mismatch',
        'clientTransactionId was already used with another request',
        {
          field: 'clientTransactionId',
        },
      );
    }
    return { transfer: existing, replayed: true };
  }
  return { transfer: run({ clientTransactionId, fingerprint: print }), replayed: false };
}

/**
 * Moves money in the ledger and records the transfer; ledger errors (030001, 030003) pass through.
 *
 * @example
 * const transfer = executeTransfer(ctx, scope, key, { amountCents, currency: 'USD', from, to });
 */
export function executeTransfer(
  ctx: DomainContext,
  scope: PartnerScope,
  key: { clientTransactionId: string; fingerprint: string },
  movement: { amountCents: Cents; currency: Currency; from: TransferParty; to: TransferParty },
): TransferRecord {
  ctx.ledger.transfer(
    movement.from.id,
    movement.to.id,
    movement.amountCents,
    `transfer ${key.clientTransactionId}`,
  );
  const record: TransferRecord = {
    programId: scope.programId,
    environment: scope.environment,
    transferId: prefixedId('tr', ctx.random),
    ...key,
    ...movement,
    status: 'COMPLETED',
    createdAt: isoTime(ctx.clock.now()),
  };
  transfers(ctx).put(keyOf(scope, key.clientTransactionId), record);
  return record;
}

function party(ctx: DomainContext, scope: PartnerScope, side: TransferSide, name: 'from' | 'to') {
  return { ...side, account: requireAccount(ctx, scope, side.accountId, `${name}.accountId`) };
}

/**
 * `POST /v1/business/transfer/external`: wallet to wallet between two sub-accounts of the partner (B-10).
 * Unknown accounts or wallets are 40404 naming the side; different currencies 030002; the same wallet on
 * both sides 40002; `clientTransactionId` is idempotent (B-28). The face checks the amount's range (G-6).
 *
 * @example
 * const { transfer } = transferExternal(ctx, scope, {
 *   clientTransactionId: 'ctx-1', amountCents: 2500,
 *   from: { accountId: a, id: walletA, currency: 'USD' }, to: { accountId: b, id: walletB, currency: 'USD' },
 * });
 */
export function transferExternal(
  ctx: DomainContext,
  scope: PartnerScope,
  input: ExternalTransferInput,
): { transfer: TransferRecord; replayed: boolean } {
  const { clientTransactionId, amountCents } = input;
  const from = party(ctx, scope, input.from, 'from');
  const to = party(ctx, scope, input.to, 'to');
  if (from.currency !== to.currency) {
    throw new DomainError('currency_mismatch', `cannot move ${from.currency} into a ${to.currency} wallet`, {
      field: 'to.currency',
    });
  }
  const { currency } = from;
  const request = {
    op: 'external',
    amountCents,
    currency,
    from: [from.account.accountId, from.id],
    to: [to.account.accountId, to.id],
  };
  return oncePerClientTransactionId(ctx, scope, clientTransactionId, request, (key) => {
    const wallet = (side: 'from' | 'to', accountId: string, id: string) => {
      const found = walletsOf(ctx).get(id);
      if (!found || found.accountId !== accountId) {
        throw new DomainError('not_found', `wallet ${id} not found for ${side}.accountId`, {
          field: `${side}.id`,
        });
      }
      if (found.currency !== currency) {
        throw new DomainError('currency_mismatch', `wallet ${id} holds ${found.currency}, not ${currency}`, {
          field: `${side}.currency`,
        });
      }
      return found;
    };
    const source = wallet('from', from.account.accountId, from.id);
    const target = wallet('to', to.account.accountId, to.id);
    if (source.id === target.id) {
      throw new DomainError('unprocessable', 'from and to name the same wallet', { field: 'to.id' });
    }
    return executeTransfer(ctx, scope, key, {
      amountCents,
      currency,
      from: { accountId: source.accountId, id: source.id, type: 'WALLET' },
      to: { accountId: target.accountId, id: target.id, type: 'WALLET' },
    });
  });
}
