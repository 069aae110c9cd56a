import type { CardRecord } from '../domain/cards';
import type { CardStatusCause, DomainContext, DomainEvent, FactTranslator } from '../domain/context';
import { uuid } from '../domain/ids';
import { applicantView, cardView } from './views';

/** Style A's card events of each status change (E-4): activation, freezing, anything else an update. */
const STATUS_EVENTS: Record<CardStatusCause, string> = {
  unfreeze: 'card.activated',
  freeze: 'card.frozen',
  close: 'card.updated',
  expire: 'card.updated',
  // Only Style B cards are restricted (G-75); listed so that every cause has its event.
  restrict: 'card.frozen',
  unrestrict: 'card.activated',
};

function event(ctx: DomainContext, type: string, organizationId: string, payload: object): DomainEvent {
  return {
    id: uuid(ctx.random),
    style: 'a',
    type,
    at: ctx.clock.now(),
    programId: organizationId,
    environment: 'sandbox',
    // Views are plain objects of JSON values; interfaces just lack the index signature to say so.
    payload: payload as Record<string, unknown>,
  };
}

const cardEvent = (ctx: DomainContext, type: string, card: CardRecord) =>
  event(ctx, type, card.tenantId, cardView(ctx, card));

/**
 * Style A's events of the domain's neutral facts (E-4): `applicant.approved`, `credit_purchase.settled`,
 * and `card.activated`, `card.frozen` and `card.updated` (status, settings and shipping changes, A-56)
 * with the card view as `data`; issuance and
 * transactions have no Style A event. Facts about Style B cards
 * are not Style A's.
 *
 * @example
 * createDomainContext({ translators: [styleBEvents, styleAEvents] });
 */
export const styleAEvents: FactTranslator = (ctx, fact) => {
  switch (fact.type) {
    case 'applicant.kyc_approved':
      // Approved, so the view carries no verification URL.
      return event(
        ctx,
        'applicant.approved',
        fact.applicant.organizationId,
        applicantView(fact.applicant, () => null),
      );
    case 'credit.purchased':
      return event(ctx, 'credit_purchase.settled', fact.organizationId, { ...fact.purchase });
    case 'card.status_changed':
      return fact.card.style === 'a' ? cardEvent(ctx, STATUS_EVENTS[fact.cause], fact.card) : undefined;
    case 'card.settings_changed':
    case 'card.shipping_changed':
      return fact.card.style === 'a' ? cardEvent(ctx, 'card.updated', fact.card) : undefined;
    default:
      return undefined;
  }
};
