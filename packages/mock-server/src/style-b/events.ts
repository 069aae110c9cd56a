import type {
  CardChannel,
  CardStatusCause,
  DomainContext,
  DomainEvent,
  FactTranslator,
} from '../domain/context';
import { uuid } from '../domain/ids';
import { type CardReasonCode, cardEventPayload } from './card-view';
import { cardholderView } from './cardholder-view';
import { transactionView } from './transaction-view';

/** The reasonCode of each status change of part 6.1 (E-6: none for an expiry), by who acted (G-74). */
const REASON_CODES: Record<CardStatusCause, CardReasonCode | Partial<Record<CardChannel, CardReasonCode>>> = {
  freeze: { api: 3001, portal: 3002 },
  unfreeze: 2001,
  close: { api: 1001, portal: 1002, risk_policy: 1003 },
  expire: null,
  restrict: 5001,
  unrestrict: 6001,
};

/**
 * The reasonCode of a card's status change: the cause's code, or the code of who acted when the table
 * tells channels apart (an unlisted channel reads as the API).
 *
 * @example
 * statusReasonCode('close', 'portal'); // 1002
 */
export function statusReasonCode(cause: CardStatusCause, via: CardChannel): CardReasonCode {
  const codes = REASON_CODES[cause];
  if (codes === null || typeof codes === 'number') return codes;
  return codes[via] ?? codes.api ?? null;
}

function event(
  ctx: DomainContext,
  type: string,
  scope: { tenantId: string; environment: DomainEvent['environment'] },
  payload: object,
): DomainEvent {
  return {
    id: uuid(ctx.random),
    style: 'b',
    type,
    at: ctx.clock.now(),
    programId: scope.tenantId,
    environment: scope.environment,
    // Views are plain objects of JSON values; interfaces just lack the index signature to say so.
    payload: payload as Record<string, unknown>,
  };
}

/**
 * Style B's events of the domain's neutral facts (part 6.1, E-2): KYC.UPDATED, KYB.UPDATED,
 * CARDHOLDER.CREATED and .UPDATED,
 * CARD.CREATED (7002, or 7001 from the merchant portal) and CARD.UPDATED
 * with the reasonCode of its cause, CARD_TRANSACTION.CREATED / .UPDATED; label and limit changes fire none
 * (B-26). Facts about Style A cards are not Style B's.
 *
 * @example
 * createDomainContext({ translators: [styleBEvents, styleAEvents] });
 */
export const styleBEvents: FactTranslator = (ctx, fact) => {
  switch (fact.type) {
    case 'account.kyc_decided': {
      const { account, caseId, status, reason } = fact;
      const payload = { accountId: account.accountId, userId: account.userId, caseId, status, reason };
      return event(
        ctx,
        'KYC.UPDATED',
        { tenantId: account.programId, environment: account.environment },
        payload,
      );
    }
    case 'account.kyb_decided': {
      const { account, caseId, status, reason } = fact;
      const scope = { tenantId: account.programId, environment: account.environment };
      return event(ctx, 'KYB.UPDATED', scope, { accountId: account.accountId, caseId, status, reason });
    }
    case 'cardholder.created':
    case 'cardholder.status_changed': {
      const { cardholder } = fact;
      if (cardholder.style !== 'b') return undefined;
      const type = fact.type === 'cardholder.created' ? 'CARDHOLDER.CREATED' : 'CARDHOLDER.UPDATED';
      return event(ctx, type, cardholder, cardholderView(cardholder));
    }
    case 'card.issued':
      return fact.card.style === 'b'
        ? event(
            ctx,
            'CARD.CREATED',
            fact.card,
            cardEventPayload(fact.card, fact.via === 'portal' ? 7001 : 7002),
          )
        : undefined;
    case 'card.status_changed':
      return fact.card.style === 'b'
        ? event(
            ctx,
            'CARD.UPDATED',
            fact.card,
            cardEventPayload(fact.card, statusReasonCode(fact.cause, fact.via)),
          )
        : undefined;
    case 'transaction.recorded': {
      if (fact.style !== 'b') return undefined;
      const type = fact.change === 'created' ? 'CARD_TRANSACTION.CREATED' : 'CARD_TRANSACTION.UPDATED';
      const { programId, environment } = fact.transaction;
      return event(ctx, type, { tenantId: programId, environment }, transactionView(fact.transaction));
    }
    default:
      return undefined;
  }
};
