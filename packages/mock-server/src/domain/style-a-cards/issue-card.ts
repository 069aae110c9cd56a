import { ownerOrganization, requireApplicant } from '../applicants';
import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import { cardNumber, cvv, prefixedId } from '../ids';
import { formatCents } from '../money';
import { isoTime } from '../programs/emit-event';
import {
  type Input,
  isAbsent,
  isAbsentString,
  readObject,
  requiredEnum,
  requiredString,
} from '../programs/read-input';
import { CARD_PROGRAMS, type Caller, type CardProgramRecord, organizationCreditCents } from '../tenants';
import {
  liveCardCount,
  type StyleACardRecord,
  saveStyleACard,
  styleACardSecrets,
  styleACards,
} from './card-store';
import { requireCardholderA, requireIssuable, requireProgram } from './cardholder-store';

/** Cards are valid three years from issue (expiry month included), as Style B's. */
const VALID_YEARS = 3;
/** Most cents a spend limit or amount may hold (A-30, G-6). */
export const MAX_CENTS = 100_000_000;

/**
 * An optional card label: absent is `undefined`, null removes it, else a string of at most 50 characters.
 *
 * @example
 * readCardLabel(body); // 'Ads'
 */
export function readCardLabel(body: Input): string | null | undefined {
  const value = body.label;
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string' || value.length > 50) {
    throw new DomainError('invalid', 'label must be a string of at most 50 characters', { field: 'label' });
  }
  return value === '' ? null : value;
}

/**
 * A whole number of cents from `min` to 100000000 in `field`; a string or fraction is `invalid`.
 *
 * @example
 * readCents(body, 'amount_cents', 1); // 5000
 */
export function readCents(body: Input, field: string, min: number): number {
  const value = body[field];
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new DomainError('invalid', `${field} takes integer cents (a JSON number such as 1000 for 10.00)`, {
      field,
    });
  }
  if (value < min || value > MAX_CENTS) {
    throw new DomainError('invalid', `${field} must be from ${min} to ${MAX_CENTS}`, { field });
  }
  return value;
}

function chargeIssuanceFee(ctx: DomainContext, organizationId: string, program: CardProgramRecord): void {
  const fee = program.issuanceFeeCents;
  if (fee === 0) return;
  const hold = ctx.ledger.hold(organizationId, fee, `issuance fee, program ${program.id}`);
  ctx.ledger.capture(hold.id, fee, `issuance fee, program ${program.id}`);
}

function scheduleExpiry(ctx: DomainContext, card: StyleACardRecord): void {
  // EXPIRED once the clock passes the expiry month: 00:00 UTC on the first of the next month.
  ctx.clock.schedule(Date.UTC(card.expYear, card.expMonth, 1), () => {
    const current = styleACards(ctx).get(card.id);
    if (current && current.status !== 'CLOSED' && current.status !== 'EXPIRED') {
      saveStyleACard(ctx, { ...current, status: 'EXPIRED' }, 'card.updated');
    }
  });
}

/**
 * `POST /v1/cards`: a VIRTUAL card ACTIVE at once, a PHYSICAL one INACTIVE, numbered from the
 * program's BIN. Checks, in order: fields; the cardholder (`not_found`); a `program_id` other than the
 * cardholder's (`invalid` when the caller reaches that program, else `not_found`); `organization_id`
 * {@link requireIssuable}; the fee against the platform credit (`insufficient_funds`); the card
 * limit (`issuer_card_limit`). Charges the fee; a PREPAID card gets a ledger account under its id.
 *
 * @example
 * const card = issueStyleACard(ctx, caller, { cardholder_id, program_id, type: 'VIRTUAL' });
 */
export function issueStyleACard(ctx: DomainContext, caller: Caller, input: unknown): StyleACardRecord {
  const body = readObject(input);
  const cardholderId = requiredString(body, 'cardholder_id');
  const programId = requiredString(body, 'program_id');
  const type = requiredEnum(body, 'type', ['VIRTUAL', 'PHYSICAL'] as const);
  const label = readCardLabel(body) ?? null;
  const spendLimitCents = isAbsent(body.spend_limit_cents) ? 0 : readCents(body, 'spend_limit_cents', 0);
  const owner = isAbsentString(body.organization_id)
    ? undefined
    : ownerOrganization(caller, body.organization_id);
  const cardholder = requireCardholderA(ctx, caller, cardholderId, 'cardholder_id');
  if (programId !== cardholder.programId) {
    requireProgram(ctx, caller, programId);
    throw new DomainError('invalid', "program_id must be the cardholder's program", { field: 'program_id' });
  }
  if (owner !== undefined && owner !== cardholder.organizationId) {
    throw new DomainError('invalid', "organization_id must be the cardholder's organization", {
      field: 'organization_id',
    });
  }
  const program = ctx.storage.collection<CardProgramRecord>(CARD_PROGRAMS).get(programId);
  if (!program) throw new DomainError('not_found', `program ${programId} not found`, { field: 'program_id' });
  requireIssuable(ctx, requireApplicant(ctx, caller, cardholder.applicantId));
  chargeableOrThrow(ctx, cardholder.organizationId, program, liveCardCount(ctx, cardholder.id));
  chargeIssuanceFee(ctx, cardholder.organizationId, program);
  const number = cardNumber(program.bin, 16, ctx.random);
  const issued = new Date(ctx.clock.now());
  const expMonth = issued.getUTCMonth() + 1;
  const expYear = issued.getUTCFullYear() + VALID_YEARS;
  const card: StyleACardRecord = {
    id: prefixedId('card', ctx.random),
    applicantId: cardholder.applicantId,
    cardholderId: cardholder.id,
    programId: program.id,
    organizationId: cardholder.organizationId,
    type,
    funding: program.funding,
    status: type === 'VIRTUAL' ? 'ACTIVE' : 'INACTIVE',
    label,
    lastFour: number.slice(-4),
    bin: program.bin,
    expMonth,
    expYear,
    spendLimitCents,
    sequence: styleACards(ctx).size,
    createdAt: isoTime(issued.getTime()),
  };
  styleACardSecrets(ctx).put(card.id, {
    cardId: card.id,
    cardNumber: number,
    cvv: cvv(ctx.random),
    expMonth,
    expYear,
  });
  if (card.funding === 'PREPAID') ctx.ledger.open(card.id);
  saveStyleACard(ctx, card);
  scheduleExpiry(ctx, card);
  return card;
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
