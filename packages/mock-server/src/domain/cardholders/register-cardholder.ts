import { isoTime } from '../clock/iso-time';
import type { DomainContext } from '../context';
import { prefixedId } from '../ids';
import { defineJob, scheduleJob } from '../jobs';
import {
  type CardholderRecord,
  type CardholderStatus,
  cardholdersOf,
  setCardholderStatus,
} from './cardholder-record';

/**
 * What differs between the styles when a cardholder is registered (ARCHITECTURE.md: one model, a small
 * policy per style): the first status, whether the issuer names the cardholder at once, and what follows.
 */
export interface CardholderPolicy {
  readonly style: CardholderRecord['style'];
  readonly initialStatus: CardholderStatus;
  /** Whether the issuer gives the cardholder its own id (`ich_`) at registration. */
  readonly issuerNamesAtOnce: boolean;
  /** What follows registration, on the clock. */
  afterRegister(ctx: DomainContext, cardholder: CardholderRecord): void;
}

/** What a style's rules decide about a new cardholder; id, style, status and dates are the domain's. */
export type CardholderTerms = Omit<
  CardholderRecord,
  'id' | 'style' | 'status' | 'issuerCardholderId' | 'createdAt'
>;

// Decided on the clock after `cardholderApprovalDelayMs`, unless the control API decided first.
const decideCardholder = defineJob<{ cardholderId: string; outcome: 'APPROVED' | 'REJECTED' }>(
  'cardholder.decide',
  (ctx, { cardholderId, outcome }) => {
    const current = cardholdersOf(ctx).get(cardholderId);
    if (current?.status === 'PENDING') setCardholderStatus(ctx, current, outcome);
  },
);

/**
 * Style B's cardholders (B-7, B-14): PENDING, decided after `cardholderApprovalDelayMs`; a `lastName` of
 * `REJECT` ends REJECTED. The outcome is fixed at registration, so a later PATCH of the name cannot steer it.
 *
 * @example
 * registerCardholder(ctx, STYLE_B_CARDHOLDERS, terms);
 */
export const STYLE_B_CARDHOLDERS: CardholderPolicy = {
  style: 'b',
  initialStatus: 'PENDING',
  issuerNamesAtOnce: false,
  afterRegister(ctx, cardholder) {
    const outcome = cardholder.lastName.toUpperCase() === 'REJECT' ? 'REJECTED' : 'APPROVED';
    scheduleJob(ctx, decideCardholder, ctx.clock.now() + ctx.settings.cardholderApprovalDelayMs, {
      cardholderId: cardholder.id,
      outcome,
    });
  },
};

/**
 * Style A's cardholders: APPROVED at once by the simulated issuer, which names them (`ich_`).
 *
 * @example
 * registerCardholder(ctx, STYLE_A_CARDHOLDERS, terms);
 */
export const STYLE_A_CARDHOLDERS: CardholderPolicy = {
  style: 'a',
  initialStatus: 'APPROVED',
  issuerNamesAtOnce: true,
  afterRegister: () => undefined,
};

/**
 * Registers a cardholder with the terms a style's rules decided: stores it in the policy's first status,
 * publishes `cardholder.created`, then runs what the policy says follows.
 *
 * @example
 * const cardholder = registerCardholder(ctx, STYLE_B_CARDHOLDERS, { tenantId, environment, ownerId, ... });
 */
export function registerCardholder(
  ctx: DomainContext,
  policy: CardholderPolicy,
  terms: CardholderTerms,
): CardholderRecord {
  const id = prefixedId('ch', ctx.random);
  const cardholder: CardholderRecord = {
    id,
    style: policy.style,
    ...terms,
    status: policy.initialStatus,
    issuerCardholderId: policy.issuerNamesAtOnce ? prefixedId('ich', ctx.random) : null,
    createdAt: isoTime(ctx.clock.now()),
  };
  cardholdersOf(ctx).put(cardholder.id, cardholder);
  ctx.publish({ type: 'cardholder.created', cardholder });
  policy.afterRegister(ctx, cardholder);
  return cardholder;
}
