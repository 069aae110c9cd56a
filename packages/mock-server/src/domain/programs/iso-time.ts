import type { DomainContext, ProgramScope } from '../context';
import { uuid } from '../ids';

/** The Style B event types (interface-spec.md part 6.1). */
export type StyleBEventType =
  | 'KYC.UPDATED'
  | 'KYB.UPDATED'
  | 'CARDHOLDER.CREATED'
  | 'CARDHOLDER.UPDATED'
  | 'CARD.CREATED'
  | 'CARD.UPDATED'
  | 'CARD_TRANSACTION.CREATED'
  | 'CARD_TRANSACTION.UPDATED';

/**
 * Emits a Style B event of a program's environment, stamped on the mock's clock. `payload` is the record's
 * wire view (DECISIONS.md E-2), so it must never hold a full card number or CVV.
 *
 * @example
 * emitEvent(ctx, card, 'CARD.CREATED', { ...cardView(card), reasonCode: 7002 });
 */
export function emitEvent(
  ctx: DomainContext,
  scope: ProgramScope,
  type: StyleBEventType,
  payload: object,
): void {
  ctx.emit({
    id: uuid(ctx.random),
    style: 'b',
    type,
    at: ctx.clock.now(),
    programId: scope.programId,
    environment: scope.environment,
    // Views are plain objects of JSON values; interfaces just lack the index signature to say so.
    payload: payload as Record<string, unknown>,
  });
}

/**
 * An ISO 8601 UTC timestamp of the mock's clock, the format of every record's `createdAt` (DECISIONS.md G-4).
 *
 * @example
 * isoTime(ctx.clock.now()); // '2026-01-01T00:00:00.000Z'
 */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}
