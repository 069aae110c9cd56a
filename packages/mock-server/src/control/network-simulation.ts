import {
  zSimulateAuthorizationBody,
  zSimulateDeclineBody,
  zSimulateExpiryBody,
  zSimulateForceCaptureBody,
  zSimulateIncrementBody,
  zSimulateRefundBody,
  zSimulateReversalBody,
  zSimulateSettlementBody,
  zSimulateUnlinkedRefundBody,
  zUpdateNetworkSettingsBody,
} from '@card-issuance/contracts/mock-control-zod';
import type { Hono } from 'hono';
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
import { data } from './control-envelope';
import { controlBody, controlQuery } from './control-input';

// Each body's `amount` in cents, within 0.01 to 1,000,000.00 (G-6), after the contract's own pattern.
const AUTHORIZATION = withCents(zSimulateAuthorizationBody, ['amount']);
const DECLINE = withCents(zSimulateDeclineBody, ['amount']);
const SETTLEMENT = withCents(zSimulateSettlementBody, ['amount']);
const REVERSAL = withCents(zSimulateReversalBody, ['amount']);
const INCREMENT = withCents(zSimulateIncrementBody, ['amount']);
const FORCE_CAPTURE = withCents(zSimulateForceCaptureBody, ['amount']);
const UNLINKED_REFUND = withCents(zSimulateUnlinkedRefundBody, ['amount']);
const REFUND = withCents(zSimulateRefundBody, ['amount']);

const view = ({ record, link }: NetworkTransaction) => ({ ...transactionView(record), style: link.style });

/**
 * The card network simulator of the control API (specs/mock-control.openapi.yaml, tag "Card network"),
 * Lithic-style: authorize or decline on a card, then increment, settle, reverse (in part too) or refund by
 * `cardTransactionId`; force captures and unlinked refunds on a card; expiry now, or the expiry setting (DECISIONS.md B-50).
 *
 * @example
 * networkSimulation(app, ctx); // POST /_mock/simulate/authorize ...
 */
export function networkSimulation(app: Hono, ctx: DomainContext): void {
  app.post('/simulate/authorize', async (c) => {
    const { amount: amountCents, ...body } = await controlBody(c, AUTHORIZATION);
    return data(c, view(authorize(ctx, { ...body, amountCents })), 201);
  });
  app.post('/simulate/decline', async (c) => {
    const { amount: amountCents, ...body } = await controlBody(c, DECLINE);
    return data(c, view(decline(ctx, { ...body, amountCents })), 201);
  });
  app.post('/simulate/settle', async (c) => {
    const { amount: amountCents, cardTransactionId } = await controlBody(c, SETTLEMENT);
    return data(c, view(settle(ctx, { cardTransactionId, amountCents })));
  });
  app.post('/simulate/reverse', async (c) => {
    const { amount: amountCents, cardTransactionId } = await controlBody(c, REVERSAL);
    return data(c, view(reverse(ctx, { cardTransactionId, amountCents })));
  });
  app.post('/simulate/increment', async (c) => {
    const { amount: amountCents, cardTransactionId } = await controlBody(c, INCREMENT);
    return data(c, view(increment(ctx, { cardTransactionId, amountCents })));
  });
  app.post('/simulate/force-capture', async (c) => {
    const { amount: amountCents, ...body } = await controlBody(c, FORCE_CAPTURE);
    return data(c, view(forceCapture(ctx, { ...body, amountCents })), 201);
  });
  app.post('/simulate/unlinked-refund', async (c) => {
    const { amount: amountCents, ...body } = await controlBody(c, UNLINKED_REFUND);
    return data(c, view(unlinkedRefund(ctx, { ...body, amountCents })), 201);
  });
  const settings = () => ({ authorizationExpiryDays: authorizationExpiryDays(ctx) });
  app.get('/simulate/settings', (c) => {
    controlQuery(c);
    return data(c, settings());
  });
  app.put('/simulate/settings', async (c) => {
    const { authorizationExpiryDays: days } = await controlBody(c, zUpdateNetworkSettingsBody);
    setAuthorizationExpiryDays(ctx, days);
    return data(c, settings());
  });
  app.post('/simulate/expire', async (c) => {
    const { cardTransactionId } = await controlBody(c, zSimulateExpiryBody);
    return data(c, view(expireNow(ctx, cardTransactionId)));
  });
  app.post('/simulate/refund', async (c) => {
    const { amount: amountCents, cardTransactionId } = await controlBody(c, REFUND);
    return data(c, view(refund(ctx, { cardTransactionId, amountCents })));
  });
}
