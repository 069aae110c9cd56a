import { requireAccount, requireWallet } from '../accounts';
import { requireBin } from '../bins';
import { requireBudget } from '../budgets';
import { requireCardholder } from '../cardholders';
import type { DomainContext, ProgramScope } from '../context';
import { DomainError } from '../errors';
import { cardNumber, cvv, prefixedId } from '../ids';
import {
  emitEvent,
  type Input,
  isoTime,
  optionalString,
  readObject,
  requiredEnum,
  requiredString,
} from '../programs';
import {
  type CardMode,
  type CardRecord,
  cardEventPayload,
  cardSecretsOf,
  cardsOf,
  changeStatus,
} from './card-store';

/** Cards are valid three years from issue (expiry month included). */
const VALID_YEARS = 3;

/**
 * A card label (at most 50 characters, part 8); an empty string means no label.
 *
 * @example
 * const label = readLabel(body, false);
 */
export function readLabel(body: Input, required: boolean): string | null {
  const value = body.label;
  if (value === undefined || value === null) {
    if (required) throw new DomainError('invalid', 'label is required', { field: 'label' });
    return null;
  }
  if (typeof value !== 'string')
    throw new DomainError('invalid', 'label must be a string', { field: 'label' });
  if (value.length > 50)
    throw new DomainError('invalid', 'label must be at most 50 characters', { field: 'label' });
  return value === '' ? null : value;
}

function scheduleExpiry(ctx: DomainContext, card: CardRecord): void {
  // EXPIRED once the clock passes the expiry month (B-6): at 00:00 UTC on the first of the next month.
  const at = Date.UTC(Number(card.expiryYear), Number(card.expiryMonth), 1);
  ctx.clock.schedule(at, () => {
    const current = cardsOf(ctx).get(card.cardId);
    if (current && (current.status === 'ACTIVE' || current.status === 'FROZEN')) {
      changeStatus(ctx, current, 'EXPIRED', null);
    }
  });
}

/**
 * `POST /v1/budget-card`: issues an ACTIVE card and emits CARD.CREATED (7002). Rules, in order: an
 * initialized account (020003); a BIN of the program (020001) of type 0 (020006) supporting physical cards
 * when asked (020007); an APPROVED cardholder of the account (020002); a budget of the account; a fresh
 * `referenceId` (40004); the BIN's `minBudgetBalance` available (020004); fewer than the BIN's `cardLimit`
 * live cards for the cardholder on the BIN (020005).
 *
 * @example
 * const card = issueCard(ctx, scope, { accountId, binId, cardholderId, budgetId, referenceId: 'c-1',
 *   cardMode: 'VIRTUAL_CARD', label: 'Ads' });
 */
export function issueCard(ctx: DomainContext, scope: ProgramScope, input: unknown): CardRecord {
  const body = readObject(input);
  const account = requireAccount(ctx, scope, body);
  const binId = requiredString(body, 'binId');
  const cardholderId = requiredString(body, 'cardholderId');
  const budgetId = requiredString(body, 'budgetId');
  const referenceId = requiredString(body, 'referenceId', { maxLength: 64 });
  const cardMode = requiredEnum<CardMode>(body, 'cardMode', ['VIRTUAL_CARD', 'PHYSICAL_CARD']);
  const label = readLabel(body, false);
  const useType = optionalString(body, 'useType', { maxLength: 64 }) ?? null;
  const physicalCardDesignId =
    cardMode === 'PHYSICAL_CARD' ? requiredString(body, 'physicalCardDesignId', { maxLength: 64 }) : null;

  requireWallet(ctx, account);
  const bin = requireBin(ctx, scope, binId);
  if (bin.type !== 0) {
    throw new DomainError('unprocessable', 'cards can only be issued on a Budget BIN (type 0)', {
      field: 'binId',
      reason: 'bin_not_budget_type',
    });
  }
  if (cardMode === 'PHYSICAL_CARD' && !bin.supportPhysicalCard) {
    throw new DomainError('unprocessable', 'this BIN does not support physical cards', {
      field: 'cardMode',
      reason: 'bin_no_physical',
    });
  }
  const cardholder = requireCardholder(ctx, scope, account, cardholderId);
  if (cardholder.status !== 'APPROVED') {
    throw new DomainError('unprocessable', `cardholder is ${cardholder.status}, not APPROVED`, {
      field: 'cardholderId',
      reason: 'cardholder_not_approved',
    });
  }
  const budget = requireBudget(ctx, scope, account, budgetId);
  const cards = [...cardsOf(ctx).values()].filter(
    (c) => c.programId === scope.programId && c.environment === scope.environment,
  );
  if (cards.some((c) => c.referenceId === referenceId)) {
    throw new DomainError('conflict', `referenceId ${referenceId} is already used`, {
      field: 'referenceId',
      reason: 'reference_id_taken',
    });
  }
  if (ctx.ledger.balance(budget.budgetId).available < bin.minBudgetBalanceCents) {
    throw new DomainError(
      'unprocessable',
      'the budget holds less than the opening balance this BIN requires',
      {
        field: 'budgetId',
        reason: 'opening_balance_insufficient',
      },
    );
  }
  const live = cards.filter(
    (c) =>
      c.cardholderId === cardholder.cardholderId &&
      c.binId === bin.id &&
      (c.status === 'ACTIVE' || c.status === 'FROZEN'),
  );
  if (live.length >= bin.cardLimit) {
    throw new DomainError('unprocessable', `the cardholder already has ${bin.cardLimit} cards on this BIN`, {
      field: 'cardholderId',
      reason: 'card_limit_reached',
    });
  }

  const number = cardNumber(bin.bin, 16, ctx.random);
  const issued = new Date(ctx.clock.now());
  const card: CardRecord = {
    programId: scope.programId,
    environment: scope.environment,
    cardId: prefixedId('card', ctx.random),
    accountId: account.accountId,
    cardholderId: cardholder.cardholderId,
    budgetId: budget.budgetId,
    binId: bin.id,
    referenceId,
    cardMode,
    status: 'ACTIVE',
    label,
    useType,
    physicalCardDesignId,
    maskedCardNumber: `${number.slice(0, 6)}${'*'.repeat(number.length - 10)}${number.slice(-4)}`,
    last4: number.slice(-4),
    expiryMonth: String(issued.getUTCMonth() + 1).padStart(2, '0'),
    expiryYear: String(issued.getUTCFullYear() + VALID_YEARS),
    velocityControl: { transactionLimitsType: 'NA', amountLimitCents: 0 },
    createdAt: isoTime(issued.getTime()),
  };
  cardsOf(ctx).put(card.cardId, card);
  cardSecretsOf(ctx).put(card.cardId, { cardId: card.cardId, cardNumber: number, cvv: cvv(ctx.random) });
  emitEvent(ctx, card, 'CARD.CREATED', cardEventPayload(card, 7002));
  scheduleExpiry(ctx, card);
  return card;
}
