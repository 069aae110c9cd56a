import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import { uuid } from '../ids';
import { CARD_PROGRAMS, type Caller, type CardProgramRecord, type Funding, requireInScope } from '../tenants';
import type { StyleACardholderRecord } from './cardholder-store';

/** Style A card states. */
export type StyleACardStatus = 'INACTIVE' | 'ACTIVE' | 'FROZEN' | 'CLOSED' | 'EXPIRED';

/** A Style A card. The full number, CVV and expiry live apart, in `a.card-secrets`. */
export interface StyleACardRecord {
  id: string;
  applicantId: string;
  cardholderId: string;
  programId: string;
  organizationId: string;
  type: 'VIRTUAL' | 'PHYSICAL';
  funding: Funding;
  status: StyleACardStatus;
  label: string | null;
  lastFour: string;
  bin: string;
  expMonth: number;
  expYear: number;
  /** Monthly cap in cents; 0 is no limit. */
  spendLimitCents: number;
  /** Issue order, for "newest first" lists when the clock stands still. */
  sequence: number;
  createdAt: string;
}

/** The full card number, CVV and expiry, kept apart from the card so no view or event carries them. */
export interface StyleACardSecretsRecord {
  cardId: string;
  cardNumber: string;
  cvv: string;
  expMonth: number;
  expYear: number;
}

/** The storage collections of Style A cards and their secrets. */
export const STYLE_A_CARDS = 'a.cards';
export const STYLE_A_CARD_SECRETS = 'a.card-secrets';

/** Style A events about cards (E-4). */
export type StyleACardEvent = 'card.activated' | 'card.frozen' | 'card.updated';

/**
 * The Style A cards collection.
 *
 * @example
 * styleACards(ctx).get(cardId)?.status;
 */
export const styleACards = (ctx: DomainContext) => ctx.storage.collection<StyleACardRecord>(STYLE_A_CARDS);

/**
 * The Style A card secrets collection (reveal only).
 *
 * @example
 * styleACardSecrets(ctx).get(cardId)?.cvv;
 */
export const styleACardSecrets = (ctx: DomainContext) =>
  ctx.storage.collection<StyleACardSecretsRecord>(STYLE_A_CARD_SECRETS);

/**
 * A prepaid card's balance: what its ledger account (under the card id) has available; 0 for CREDIT.
 *
 * @example
 * balanceCents(ctx, card); // 5000
 */
export function balanceCents(ctx: DomainContext, card: StyleACardRecord): number {
  if (card.funding !== 'PREPAID' || !ctx.ledger.has(card.id)) return 0;
  return ctx.ledger.balance(card.id).available;
}

/**
 * A card as Style A shows it (the Card schema, A-3); never the number or CVV. Also the events' payload.
 *
 * @example
 * styleACardView(ctx, card).balance_cents;
 */
export function styleACardView(ctx: DomainContext, card: StyleACardRecord) {
  return {
    id: card.id,
    applicant_id: card.applicantId,
    cardholder_id: card.cardholderId,
    program_id: card.programId,
    organization_id: card.organizationId,
    type: card.type,
    funding: card.funding,
    status: card.status,
    label: card.label,
    last_four: card.lastFour,
    bin: card.bin,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    spend_limit_cents: card.spendLimitCents,
    balance_cents: balanceCents(ctx, card),
    created_at: card.createdAt,
  };
}

/**
 * The cards a cardholder holds at the issuer: every card not CLOSED or EXPIRED.
 *
 * @example
 * liveCardCount(ctx, cardholder.id); // 1
 */
export function liveCardCount(ctx: DomainContext, cardholderId: string): number {
  return [...styleACards(ctx).values()].filter(
    (c) => c.cardholderId === cardholderId && c.status !== 'CLOSED' && c.status !== 'EXPIRED',
  ).length;
}

/**
 * A cardholder as Style A shows it (the Cardholder schema, A-16), with the issuer's details.
 *
 * @example
 * cardholderView(ctx, cardholder).issuer?.card_limit; // 5
 */
export function cardholderView(ctx: DomainContext, cardholder: StyleACardholderRecord) {
  const program = ctx.storage.collection<CardProgramRecord>(CARD_PROGRAMS).get(cardholder.programId);
  return {
    id: cardholder.id,
    applicant_id: cardholder.applicantId,
    organization_id: cardholder.organizationId,
    program_id: cardholder.programId,
    first_name: cardholder.firstName,
    last_name: cardholder.lastName,
    email: cardholder.email,
    address: cardholder.address,
    status: cardholder.status,
    created_at: cardholder.createdAt,
    issuer: {
      cardholder_id: cardholder.issuerCardholderId,
      status: cardholder.status,
      card_count: liveCardCount(ctx, cardholder.id),
      card_limit: program?.cardLimitPerCardholder ?? 1,
    },
  };
}

/**
 * A card the caller reaches; missing and out of scope are both `not_found`.
 *
 * @example
 * const card = requireStyleACard(ctx, caller, c.req.param('id'));
 */
export function requireStyleACard(ctx: DomainContext, caller: Caller, id: string): StyleACardRecord {
  const card = styleACards(ctx).get(id);
  if (!card) throw new DomainError('not_found', `card ${id.slice(0, 64)} not found`);
  requireInScope(caller, card.organizationId, `card ${id.slice(0, 64)}`);
  return card;
}

/**
 * The cards of the caller's organizations, newest first.
 *
 * @example
 * listStyleACards(ctx, caller).map((c) => c.id);
 */
export function listStyleACards(ctx: DomainContext, caller: Caller): StyleACardRecord[] {
  const reachable = new Set(caller.scope);
  return [...styleACards(ctx).values()]
    .filter((c) => reachable.has(c.organizationId))
    .sort((x, y) => y.sequence - x.sequence);
}

/**
 * Stores a changed card and, when `event` is given, emits it (E-4) with the card view as payload.
 *
 * @example
 * saveStyleACard(ctx, { ...card, status: 'FROZEN' }, 'card.frozen');
 */
export function saveStyleACard(
  ctx: DomainContext,
  card: StyleACardRecord,
  event?: StyleACardEvent,
): StyleACardRecord {
  styleACards(ctx).put(card.id, card);
  if (event) {
    ctx.emit({
      id: uuid(ctx.random),
      style: 'a',
      type: event,
      at: ctx.clock.now(),
      programId: card.organizationId,
      environment: 'sandbox',
      payload: styleACardView(ctx, card),
    });
  }
  return card;
}
