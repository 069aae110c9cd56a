import type { DomainContext, ProgramScope } from '../context';
import { DomainError } from '../errors';
import { prefixedId } from '../ids';
import { type Cents, type Currency, formatCents, parseAmount, parseCurrency } from '../money';
import { isoTime } from '../programs/iso-time';
import { fingerprint, type Input, readObject, requiredString } from '../programs/read-input';
import { defineCollection, indexKey } from '../storage';
import { requireAccount } from './account-store';
import { walletsOf } from './wallets';

/** One side of a transfer (B-28). */
export interface TransferParty {
  accountId: string;
  id: string;
  type: 'WALLET' | 'BUDGET';
}

/** A completed movement of money between a program's wallets and budgets (B-5, B-28). */
export interface TransferRecord extends ProgramScope {
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

/** The Transfer as the API shows it (style-b.openapi.yaml `Transfer`). */
export interface TransferView {
  transferId: string;
  clientTransactionId: string;
  amount: string;
  currency: Currency;
  from: TransferParty;
  to: TransferParty;
  status: 'COMPLETED';
  createdAt: string;
}

/**
 * Transfers, keyed by program, environment and `clientTransactionId`: one namespace per program and
 * environment, shared by every kind of transfer, so the replay check is a lookup by key.
 */
export const TRANSFERS = defineCollection<TransferRecord>({ name: 'b.transfers' });
const transfers = (ctx: DomainContext) => ctx.storage.collection(TRANSFERS);
const keyOf = (scope: ProgramScope, clientTransactionId: string) =>
  indexKey(scope.programId, scope.environment, clientTransactionId);

/**
 * Reads `clientTransactionId` (required, at most 64 characters).
 *
 * @example
 * const id = readClientTransactionId(body);
 */
export function readClientTransactionId(body: Input): string {
  return requiredString(body, 'clientTransactionId', { maxLength: 64 });
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
  scope: ProgramScope,
  clientTransactionId: string,
  request: unknown,
  run: (key: { clientTransactionId: string; fingerprint: string }) => TransferRecord,
): { transfer: TransferRecord; replayed: boolean } {
  const print = fingerprint(request);
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
  scope: ProgramScope,
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

function readParty(ctx: DomainContext, scope: ProgramScope, body: Input, side: 'from' | 'to') {
  const party = readObject(body[side], side);
  const account = requireAccount(ctx, scope, party, 'accountId', side);
  const id = requiredString(party, 'id', { path: side });
  const currency = requiredString(party, 'currency', { path: side });
  if (side === 'from' && party.businessType !== undefined && party.businessType !== null) {
    if (typeof party.businessType !== 'number' || !Number.isInteger(party.businessType)) {
      throw new DomainError('invalid', 'from.businessType must be an integer', {
        field: 'from.businessType',
      });
    }
    if (party.businessType !== 0) {
      throw new DomainError('unprocessable', 'from.businessType must be 0 (USD Wallet)', {
        field: 'from.businessType',
      });
    }
  }
  return { account, id, currency };
}

/**
 * `POST /v1/business/transfer/external`: wallet to wallet between two sub-accounts of the program (B-10).
 * Unknown accounts or wallets are 40404 naming the side; different currencies 030002; the same wallet on
 * both sides 40002; `clientTransactionId` is idempotent (B-28).
 *
 * @example
 * const { transfer } = transferExternal(ctx, scope, {
 *   clientTransactionId: 'ctx-1', amount: '25.00',
 *   from: { accountId: a, id: walletA, currency: 'USD' }, to: { accountId: b, id: walletB, currency: 'USD' },
 * });
 */
export function transferExternal(
  ctx: DomainContext,
  scope: ProgramScope,
  input: unknown,
): { transfer: TransferRecord; replayed: boolean } {
  const body = readObject(input);
  const clientTransactionId = readClientTransactionId(body);
  const amountCents = parseAmount(body.amount, 'amount');
  const from = readParty(ctx, scope, body, 'from');
  const to = readParty(ctx, scope, body, 'to');
  // A mismatch is reported before support, so that two different codes stay distinguishable (030002).
  if (from.currency !== to.currency) {
    throw new DomainError('currency_mismatch', `cannot move ${from.currency} into a ${to.currency} wallet`, {
      field: 'to.currency',
    });
  }
  const currency = parseCurrency(from.currency, 'from.currency');
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

/**
 * The wire view of a transfer.
 *
 * @example
 * transferView(transfer).amount; // '25.00'
 */
export function transferView(record: TransferRecord): TransferView {
  return {
    transferId: record.transferId,
    clientTransactionId: record.clientTransactionId,
    amount: formatCents(record.amountCents),
    currency: record.currency,
    from: { ...record.from },
    to: { ...record.to },
    status: record.status,
    createdAt: record.createdAt,
  };
}
