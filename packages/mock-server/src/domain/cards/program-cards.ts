import { availableToFundCents, drawFunding, ownerOrganization, requireApplicant } from '../applicants';
import { requireCardholderA, requireIssuable, requireProgram } from '../cardholders';
import { type DomainContext, requireReachable } from '../context';
import { DomainError } from '../errors';
import { formatCents } from '../money';
import {
  CARD_PROGRAMS,
  type Caller,
  type CardProgramRecord,
  callerReach,
  organizationCreditCents,
} from '../organizations';
import { type DomainPage, type KeysetRequest, pageOfIndex } from '../pagination';
import { indexKey } from '../storage';
import { changeCardSettings, issuePolicyCard } from './card-operations';
import { STYLE_A_CARDS } from './card-policy';
import { type CardRecord, cardsOf, isFinal, prepaidBalanceCents } from './card-record';
import { assertChangeable } from './card-status';

// Style A's program cards: which card a caller reaches, what it may issue, and the
// prepaid money only Style A has; issuing and changing a card are the shared operations
// (`card-operations.ts`) with Style A's policy.

/** Most cents a spend limit or amount may hold (A-30, G-6; the spec's SpendLimitCents and AmountCents). */
export const MAX_CENTS = 100_000_000;

/** A monthly spend limit in cents as the card's spending limit; 0 is none. */
const monthly = (cents: number): CardRecord['spendLimit'] =>
  cents === 0 ? { period: 'NA', amountCents: 0 } : { period: 'MONTH', amountCents: cents };

/**
 * A Style A card the caller reaches; missing, of the other style and out of scope are all `not_found`
 * (A-11).
 *
 * @example
 * const card = requireProgramCard(ctx, caller, input.id);
 */
export function requireProgramCard(ctx: DomainContext, caller: Caller, id: string): CardRecord {
  return requireReachable(cardsOf(ctx).get(id), callerReach(caller), { noun: 'card', id });
}

/**
 * One page of the cards of the caller's organizations, newest first (G-42), read from the cards' index by
 * tenant. A caller reaching one organization pages its key directly; a reseller reaching several reads
 * each organization's key past the cursor and merges them in insertion order (a page costs its size per
 * organization, never the collection). An organization's key holds only Style A cards: Style B's tenants
 * are its partners (`prog_`), never an organization.
 *
 * @example
 * listProgramCards(ctx, caller, { limit: 20 }).items.map((c) => c.id);
 */
export function listProgramCards(
  ctx: DomainContext,
  caller: Caller,
  request: KeysetRequest,
): DomainPage<CardRecord> {
  const keys = [...new Set(caller.scope)].map((organizationId) => indexKey(organizationId, 'sandbox'));
  return pageOfIndex(cardsOf(ctx), 'byTenant', keys, { ...request, newestFirst: true });
}

/**
 * The cards a cardholder holds at the issuer: every card not CLOSED or EXPIRED.
 *
 * @example
 * liveCardCount(ctx, cardholder.id); // 1
 */
export function liveCardCount(ctx: DomainContext, cardholderId: string): number {
  return cardsOf(ctx)
    .find('byCardholder', cardholderId)
    .filter((card) => !isFinal(card)).length;
}

function chargeIssuanceFee(ctx: DomainContext, organizationId: string, program: CardProgramRecord): void {
  const fee = program.issuanceFeeCents;
  if (fee === 0) return;
  const hold = ctx.ledger.hold(organizationId, fee, `issuance fee, program ${program.id}`);
  ctx.ledger.capture(hold.id, fee, `issuance fee, program ${program.id}`);
}

// Credit first (402), then the issuer's card limit (422), as the spec orders them.
function chargeableOrThrow(
  ctx: DomainContext,
  organizationId: string,
  program: CardProgramRecord,
  liveCards: number,
): void {
  if (organizationCreditCents(ctx, organizationId) < program.issuanceFeeCents) {
    throw new DomainError(
      'insufficient_funds',
      `platform credit cannot cover the issuance fee of ${formatCents(program.issuanceFeeCents)} USD`,
    );
  }
  if (liveCards >= program.cardLimitPerCardholder) {
    throw new DomainError(
      'unprocessable',
      `issuer: cardholder already holds ${program.cardLimitPerCardholder} cards, the program's limit`,
      { field: 'cardholder_id', reason: 'issuer_card_limit' },
    );
  }
}

/** `POST /v1/cards` as the face has validated it against the spec (CardCreateRequest). */
export interface IssueProgramCardInput {
  cardholder_id: string;
  program_id: string;
  type: 'VIRTUAL' | 'PHYSICAL';
  label?: string | undefined;
  /** Whole cents, 0 to {@link MAX_CENTS}; absent or 0 is no cap. */
  spend_limit_cents?: number | undefined;
  organization_id?: string | undefined;
}

/**
 * `POST /v1/cards`: a VIRTUAL card ACTIVE at once, a PHYSICAL one INACTIVE, numbered from the
 * program's BIN. Checks, in order (the fields already validated by the face): `organization_id`;
 * the cardholder (`not_found`); a `program_id` other than the cardholder's (`invalid` when the caller
 * reaches that program, else `not_found`); an `organization_id` other than the cardholder's (`invalid`);
 * {@link requireIssuable}; the fee against the platform credit (`insufficient_funds`); the card limit
 * (`issuer_card_limit`). Charges the fee; a PREPAID card gets a ledger account under its id, a CREDIT card
 * spends the organization's credit.
 *
 * @example
 * const card = issueProgramCard(ctx, caller, { cardholder_id, program_id, type: 'VIRTUAL' });
 */
export function issueProgramCard(
  ctx: DomainContext,
  caller: Caller,
  input: IssueProgramCardInput,
): CardRecord {
  const { cardholder_id: cardholderId, program_id: programId, type } = input;
  const spendLimitCents = input.spend_limit_cents ?? 0;
  const owner =
    input.organization_id === undefined ? undefined : ownerOrganization(caller, input.organization_id);
  const cardholder = requireCardholderA(ctx, caller, cardholderId, 'cardholder_id');
  if (programId !== cardholder.productId) {
    requireProgram(ctx, caller, programId);
    throw new DomainError('invalid', "program_id must be the cardholder's program", { field: 'program_id' });
  }
  if (owner !== undefined && owner !== cardholder.tenantId) {
    throw new DomainError('invalid', "organization_id must be the cardholder's organization", {
      field: 'organization_id',
    });
  }
  const program = ctx.storage.collection<CardProgramRecord>(CARD_PROGRAMS).get(programId);
  if (!program) throw new DomainError('not_found', `program ${programId} not found`, { field: 'program_id' });
  requireIssuable(ctx, requireApplicant(ctx, caller, cardholder.ownerId));
  chargeableOrThrow(ctx, cardholder.tenantId, program, liveCardCount(ctx, cardholder.id));
  chargeIssuanceFee(ctx, cardholder.tenantId, program);
  return issuePolicyCard(ctx, STYLE_A_CARDS, program.bin, {
    tenantId: cardholder.tenantId,
    environment: 'sandbox',
    ownerId: cardholder.ownerId,
    cardholderId: cardholder.id,
    productId: program.id,
    form: type,
    label: STYLE_A_CARDS.storedLabel(input.label ?? null),
    funding: program.funding,
    // A prepaid card pays from its own ledger account; a CREDIT card from the organization's credit.
    ...(program.funding === 'PREPAID' ? {} : { fundingAccountId: cardholder.tenantId }),
    budgetId: null,
    currencies: ['USD'],
    spendLimit: monthly(spendLimitCents),
    referenceId: null,
    useType: null,
    physicalCardDesignId: null,
  });
}

/** `PATCH /v1/cards/{id}` as the face has validated it against the spec (CardUpdateRequest). */
export interface UpdateProgramCardInput {
  /** A new label; `null` removes it; absent keeps it. */
  label?: string | null | undefined;
  /** Whole cents, 0 to {@link MAX_CENTS}; 0 removes the cap; absent keeps it. */
  spend_limit_cents?: number | undefined;
}

/**
 * `PATCH /v1/cards/{id}`: `label` (null removes it) and/or `spend_limit_cents` (0 removes the
 * cap); at least one (else `invalid` naming the body). A CLOSED or EXPIRED card is refused. Publishes
 * `card.settings_changed` when something changed.
 *
 * @example
 * updateProgramCard(ctx, card, { spend_limit_cents: 250000 });
 */
export function updateProgramCard(
  ctx: DomainContext,
  card: CardRecord,
  changes: UpdateProgramCardInput,
): CardRecord {
  if (changes.label === undefined && changes.spend_limit_cents === undefined) {
    throw new DomainError('invalid', 'send label and/or spend_limit_cents', { field: 'body' });
  }
  const cents = changes.spend_limit_cents;
  const spendLimit = cents === undefined ? undefined : monthly(cents);
  return changeCardSettings(ctx, STYLE_A_CARDS, card, { label: changes.label, spendLimit });
}

function requirePrepaid(card: CardRecord, action: string): void {
  if (card.funding !== 'PREPAID') {
    throw new DomainError('invalid', `only PREPAID cards can be ${action}; this card is ${card.funding}`, {
      field: 'id',
    });
  }
}

/**
 * `POST /v1/cards/{id}/fund`: moves `amount_cents` from the applicant's funding
 * (the ledger account under the applicant id, then its unfrozen stablecoin deposits) onto a PREPAID card not CLOSED or EXPIRED; more than
 * `available_to_fund_usd` is `invalid`. `amount` is whole cents, 1 to {@link MAX_CENTS}, as the face
 * validated it. Answers `{id, balance_cents}`.
 *
 * @example
 * fundProgramCard(ctx, card, 5000); // { id, balance_cents: 5000 }
 */
export function fundProgramCard(ctx: DomainContext, card: CardRecord, amount: number) {
  requirePrepaid(card, 'funded');
  assertChangeable(card);
  // The USD funding first, then the unfrozen deposits.
  const available = availableToFundCents(ctx, card.ownerId);
  if (amount > available) {
    throw new DomainError(
      'invalid',
      `amount_cents exceeds available_to_fund_usd (${formatCents(available)})`,
      {
        field: 'amount_cents',
      },
    );
  }
  drawFunding(ctx, card.ownerId, card.id, amount, `fund card ${card.id}`);
  return { id: card.id, balance_cents: prepaidBalanceCents(ctx, card) };
}

/**
 * `POST /v1/cards/{id}/defund`: moves `amount_cents` from a PREPAID card, in any state, back to
 * the applicant's funding; more than `balance_cents` is `invalid`. `amount` is whole cents, 1 to
 * {@link MAX_CENTS}, as the face validated it. Answers `{id, balance_cents}`.
 *
 * @example
 * defundProgramCard(ctx, card, 1000); // { id, balance_cents: 4000 }
 */
export function defundProgramCard(ctx: DomainContext, card: CardRecord, amount: number) {
  requirePrepaid(card, 'defunded');
  const balance = prepaidBalanceCents(ctx, card);
  if (amount > balance) {
    throw new DomainError('invalid', `amount_cents exceeds the card's balance_cents (${balance})`, {
      field: 'amount_cents',
    });
  }
  ctx.ledger.transfer(card.id, card.ownerId, amount, `defund card ${card.id}`);
  return { id: card.id, balance_cents: prepaidBalanceCents(ctx, card) };
}
