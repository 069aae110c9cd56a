import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import { formatCents } from '../money';
import { isAbsent, readObject } from '../programs/read-input';
import { balanceCents, type StyleACardRecord, saveStyleACard } from './card-store';
import { readCardLabel, readCents } from './issue-card';

function refuseFinal(card: StyleACardRecord, action: string): void {
  if (card.status === 'CLOSED' || card.status === 'EXPIRED') {
    throw new DomainError('invalid', `card is ${card.status} and cannot ${action}`, { field: 'id' });
  }
}

/**
 * `PATCH /v1/cards/{id}`: `label` (null removes it) and/or `spend_limit_cents` (0 removes the
 * cap); at least one. A CLOSED or EXPIRED card is `invalid`. Emits `card.updated` when something changed.
 *
 * @example
 * updateStyleACard(ctx, card, { spend_limit_cents: 250000 });
 */
export function updateStyleACard(
  ctx: DomainContext,
  card: StyleACardRecord,
  input: unknown,
): StyleACardRecord {
  const body = readObject(input);
  // `label` is nullable here (null or "" removes it); a null spend_limit_cents is absent (G-15).
  if (body.label === undefined && isAbsent(body.spend_limit_cents)) {
    throw new DomainError('invalid', 'send label and/or spend_limit_cents', { field: 'body' });
  }
  const label = readCardLabel(body);
  const spendLimitCents = isAbsent(body.spend_limit_cents)
    ? card.spendLimitCents
    : readCents(body, 'spend_limit_cents', 0);
  refuseFinal(card, 'change');
  const updated = { ...card, label: label === undefined ? card.label : label, spendLimitCents };
  if (updated.label === card.label && updated.spendLimitCents === card.spendLimitCents) return card;
  return saveStyleACard(ctx, updated, 'card.updated');
}

/**
 * `POST /v1/cards/{id}/activate`: INACTIVE or FROZEN become ACTIVE (`card.activated`); ACTIVE is a
 * no-op; CLOSED or EXPIRED are `invalid`.
 *
 * @example
 * activateStyleACard(ctx, card).status; // 'ACTIVE'
 */
export function activateStyleACard(ctx: DomainContext, card: StyleACardRecord): StyleACardRecord {
  refuseFinal(card, 'be activated');
  if (card.status === 'ACTIVE') return card;
  return saveStyleACard(ctx, { ...card, status: 'ACTIVE' }, 'card.activated');
}

/**
 * `POST /v1/cards/{id}/freeze`: ACTIVE becomes FROZEN (`card.frozen`); FROZEN is a no-op; INACTIVE,
 * CLOSED or EXPIRED are `invalid`.
 *
 * @example
 * freezeStyleACard(ctx, card).status; // 'FROZEN'
 */
export function freezeStyleACard(ctx: DomainContext, card: StyleACardRecord): StyleACardRecord {
  refuseFinal(card, 'be frozen');
  if (card.status === 'INACTIVE') {
    throw new DomainError('invalid', 'card is INACTIVE; activate it before freezing', { field: 'id' });
  }
  if (card.status === 'FROZEN') return card;
  return saveStyleACard(ctx, { ...card, status: 'FROZEN' }, 'card.frozen');
}

function requirePrepaid(card: StyleACardRecord, action: string): void {
  if (card.funding !== 'PREPAID') {
    throw new DomainError('invalid', `only PREPAID cards can be ${action}; this card is ${card.funding}`, {
      field: 'id',
    });
  }
}

/**
 * `POST /v1/cards/{id}/fund`: moves `amount_cents` from the applicant's funding (the
 * ledger account under the applicant id) onto a PREPAID card not CLOSED or EXPIRED; more than
 * `available_to_fund_usd` is `invalid`. Answers `{id, balance_cents}`.
 *
 * @example
 * fundStyleACard(ctx, card, { amount_cents: 5000 }); // { id, balance_cents: 5000 }
 */
export function fundStyleACard(ctx: DomainContext, card: StyleACardRecord, input: unknown) {
  const amount = readCents(readObject(input), 'amount_cents', 1);
  requirePrepaid(card, 'funded');
  refuseFinal(card, 'be funded');
  const available = ctx.ledger.has(card.applicantId) ? ctx.ledger.balance(card.applicantId).available : 0;
  if (amount > available) {
    throw new DomainError(
      'invalid',
      `amount_cents exceeds available_to_fund_usd (${formatCents(available)})`,
      {
        field: 'amount_cents',
      },
    );
  }
  ctx.ledger.transfer(card.applicantId, card.id, amount, `fund card ${card.id}`);
  return { id: card.id, balance_cents: balanceCents(ctx, card) };
}

/**
 * `POST /v1/cards/{id}/defund`: moves `amount_cents` from a PREPAID card, in any state, back to
 * the applicant's funding; more than `balance_cents` is `invalid`. Answers `{id, balance_cents}`.
 *
 * @example
 * defundStyleACard(ctx, card, { amount_cents: 1000 }); // { id, balance_cents: 4000 }
 */
export function defundStyleACard(ctx: DomainContext, card: StyleACardRecord, input: unknown) {
  const amount = readCents(readObject(input), 'amount_cents', 1);
  requirePrepaid(card, 'defunded');
  const balance = balanceCents(ctx, card);
  if (amount > balance) {
    throw new DomainError('invalid', `amount_cents exceeds the card's balance_cents (${balance})`, {
      field: 'amount_cents',
    });
  }
  ctx.ledger.transfer(card.id, card.applicantId, amount, `defund card ${card.id}`);
  return { id: card.id, balance_cents: balanceCents(ctx, card) };
}
