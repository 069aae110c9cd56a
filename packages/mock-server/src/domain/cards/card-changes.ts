import { requireAccount } from '../accounts';
import type { DomainContext, ProgramScope } from '../context';
import { parseAmount } from '../money';
import { readObject, requiredEnum, requiredString } from '../programs';
import {
  assertChangeable,
  type CardRecord,
  cardsOf,
  changeStatus,
  requireCard,
  type VelocityPeriod,
} from './card-store';
import { readLabel } from './issue-card';

/** Why a status change did nothing (B-1: answered 200 with 020011 / 020010). */
export type CardNoop = 'already_frozen' | 'already_active' | 'already_closed';

/** A status change's outcome: the card, and `noop` when it was already in the asked state. */
export interface CardStatusResult {
  card: CardRecord;
  noop: CardNoop | null;
}

const PERIODS: readonly VelocityPeriod[] = [
  'TRANSACTION',
  'DAY',
  'WEEK',
  'MONTH',
  'QUARTER',
  'YEAR',
  'LIFETIME',
  'NA',
];

function target(ctx: DomainContext, scope: ProgramScope, input: unknown) {
  const body = readObject(input);
  const account = requireAccount(ctx, scope, body);
  return { body, card: requireCard(ctx, scope, account, requiredString(body, 'cardId')) };
}

/**
 * `PUT /v1/cards/{cardId}`: changes the label (at most 50 characters). No event (B-26).
 *
 * @example
 * updateCardLabel(ctx, scope, { cardId, accountId, label: 'Travel' });
 */
export function updateCardLabel(ctx: DomainContext, scope: ProgramScope, input: unknown): CardRecord {
  const { body, card } = target(ctx, scope, input);
  const label = readLabel(body, true);
  assertChangeable(card);
  const updated = { ...card, label };
  cardsOf(ctx).put(card.cardId, updated);
  return updated;
}

/**
 * `PUT /v1/cards/{cardId}/velocity-control`: replaces the card's limit; `NA` removes it and records
 * `0.00` whatever `amountLimit` says (B-20). No event (B-26).
 *
 * @example
 * setVelocityControl(ctx, scope, { cardId, accountId, transactionLimitsType: 'DAY', amountLimit: '500' });
 */
export function setVelocityControl(ctx: DomainContext, scope: ProgramScope, input: unknown): CardRecord {
  const { body, card } = target(ctx, scope, input);
  const transactionLimitsType = requiredEnum(body, 'transactionLimitsType', PERIODS);
  const amountLimitCents = transactionLimitsType === 'NA' ? 0 : parseAmount(body.amountLimit, 'amountLimit');
  assertChangeable(card);
  const updated = { ...card, velocityControl: { transactionLimitsType, amountLimitCents } };
  cardsOf(ctx).put(card.cardId, updated);
  return updated;
}

/**
 * `POST /v1/cards/{cardId}/freeze`: ACTIVE to FROZEN with CARD.UPDATED (3001); already FROZEN is a no-op
 * (020011); CLOSED or EXPIRED is 020012.
 *
 * @example
 * const { card, noop } = freezeCard(ctx, scope, { cardId, accountId });
 */
export function freezeCard(ctx: DomainContext, scope: ProgramScope, input: unknown): CardStatusResult {
  const { card } = target(ctx, scope, input);
  assertChangeable(card);
  if (card.status === 'FROZEN') return { card, noop: 'already_frozen' };
  return { card: changeStatus(ctx, card, 'FROZEN', 3001), noop: null };
}

/**
 * `POST /v1/cards/{cardId}/unfreeze`: FROZEN to ACTIVE with CARD.UPDATED (2001); already ACTIVE is a
 * no-op (020011); a closed card never comes back (020012).
 *
 * @example
 * const { card } = unfreezeCard(ctx, scope, { cardId, accountId });
 */
export function unfreezeCard(ctx: DomainContext, scope: ProgramScope, input: unknown): CardStatusResult {
  const { card } = target(ctx, scope, input);
  assertChangeable(card);
  if (card.status === 'ACTIVE') return { card, noop: 'already_active' };
  return { card: changeStatus(ctx, card, 'ACTIVE', 2001), noop: null };
}

/**
 * `DELETE /v1/cards/{cardId}`: closes the card for good with CARD.UPDATED (1001), from any state; an
 * already closed card is a no-op (020010).
 *
 * @example
 * const { card, noop } = deleteCard(ctx, scope, { cardId, accountId });
 */
export function deleteCard(ctx: DomainContext, scope: ProgramScope, input: unknown): CardStatusResult {
  const { card } = target(ctx, scope, input);
  if (card.status === 'CLOSED') return { card, noop: 'already_closed' };
  return { card: changeStatus(ctx, card, 'CLOSED', 1001), noop: null };
}
