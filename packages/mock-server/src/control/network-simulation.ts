import {
  zSimulateAuthorizationBody,
  zSimulateDeclineBody,
  zSimulateForceCaptureBody,
  zSimulateIncrementBody,
  zSimulateRefundBody,
  zSimulateReversalBody,
  zSimulateSettlementBody,
  zSimulateUnlinkedRefundBody,
} from '@card-issuance/contracts/mock-control-zod';
import type { DomainContext } from '../domain/context';
import {
  authorizationExpiryDays,
  authorize,
  decline,
  expireNow,
  forceCapture,
  increment,
  type NetworkTransaction,
  refund,
  reverse,
  setAuthorizationExpiryDays,
  settle,
  unlinkedRefund,
} from '../domain/network';
import { withCents } from '../http';
import { transactionView } from '../style-b/transaction-view';
import { type ControlHandlers, created } from './control-binding';
import { withSchemas } from './control-kit';

// Each body's `amount` in cents, within 0.01 to 1,000,000.00 (G-6), after the contract's own pattern.
const cents = <S extends Parameters<typeof withCents>[0]>(body: S) => {
  const schemas = { body: withCents(body, ['amount']) };
  return () => schemas;
};
const AUTHORIZATION = cents(zSimulateAuthorizationBody);
const DECLINE = cents(zSimulateDeclineBody);
const SETTLEMENT = cents(zSimulateSettlementBody);
const REVERSAL = cents(zSimulateReversalBody);
const INCREMENT = cents(zSimulateIncrementBody);
const FORCE_CAPTURE = cents(zSimulateForceCaptureBody);
const UNLINKED_REFUND = cents(zSimulateUnlinkedRefundBody);
const REFUND = cents(zSimulateRefundBody);

const view = ({ record, link }: NetworkTransaction) => ({ ...transactionView(record), style: link.style });

/**
 * The card network simulator of the control API (specs/mock-control.openapi.yaml, tag "Card network"),
 * Lithic-style: authorize or decline on a card, then increment, settle, reverse (in part too) or refund by
 * `cardTransactionId`; force captures and unlinked refunds on a card; expiry now, or the expiry setting (DECISIONS.md B-50).
 *
 * @example
 * bindOperations(app, controlBinding(ctx), { ...networkSimulation(ctx), ...otherHandlers });
 */
export function networkSimulation(ctx: DomainContext) {
  const settings = () => ({ authorizationExpiryDays: authorizationExpiryDays(ctx) });
  return {
    simulateAuthorization: withSchemas(AUTHORIZATION, ({ amount: amountCents, ...body }) =>
      created(view(authorize(ctx, { ...body, amountCents }))),
    ),
    simulateDecline: withSchemas(DECLINE, ({ amount: amountCents, ...body }) =>
      created(view(decline(ctx, { ...body, amountCents }))),
    ),
    simulateSettlement: withSchemas(SETTLEMENT, ({ amount: amountCents, cardTransactionId }) =>
      view(settle(ctx, { cardTransactionId, amountCents })),
    ),
    simulateReversal: withSchemas(REVERSAL, ({ amount: amountCents, cardTransactionId }) =>
      view(reverse(ctx, { cardTransactionId, amountCents })),
    ),
    simulateIncrement: withSchemas(INCREMENT, ({ amount: amountCents, cardTransactionId }) =>
      view(increment(ctx, { cardTransactionId, amountCents })),
    ),
    simulateForceCapture: withSchemas(FORCE_CAPTURE, ({ amount: amountCents, ...body }) =>
      created(view(forceCapture(ctx, { ...body, amountCents }))),
    ),
    simulateUnlinkedRefund: withSchemas(UNLINKED_REFUND, ({ amount: amountCents, ...body }) =>
      created(view(unlinkedRefund(ctx, { ...body, amountCents }))),
    ),
    simulateRefund: withSchemas(REFUND, ({ amount: amountCents, cardTransactionId }) =>
      view(refund(ctx, { cardTransactionId, amountCents })),
    ),
    simulateExpiry: ({ cardTransactionId }) => view(expireNow(ctx, cardTransactionId)),
    getNetworkSettings: () => settings(),
    updateNetworkSettings: ({ authorizationExpiryDays: days }) => {
      setAuthorizationExpiryDays(ctx, days);
      return settings();
    },
  } satisfies Partial<ControlHandlers>;
}
