import {
  zSimulateAuthorizationBody,
  zSimulateDeclineBody,
  zSimulateRefundBody,
  zSimulateReversalBody,
  zSimulateSettlementBody,
} from '@card-issuance/contracts/mock-control-zod';
import type { Hono } from 'hono';
import type { DomainContext } from '../domain/context';
import { parseAmount } from '../domain/money';
import { authorize, decline, type NetworkTransaction, refund, reverse, settle } from '../domain/network';
import { transactionView } from '../style-b/transaction-view';
import { data } from './control-envelope';
import { controlBody } from './control-input';

// The contract's decimal string (its pattern already checked) in cents, within 0.01 to 1,000,000.00.
const optionalCents = (amount: string | undefined) =>
  amount === undefined ? undefined : parseAmount(amount, 'amount');

const view = ({ record, link }: NetworkTransaction) => ({ ...transactionView(record), style: link.style });

/**
 * The card network simulator of the control API (specs/mock-control.openapi.yaml, tag "Card network"),
 * Lithic-style: authorize or decline on a card, then settle, reverse or refund by `cardTransactionId`.
 *
 * @example
 * networkSimulation(app, ctx); // POST /_mock/simulate/authorize ...
 */
export function networkSimulation(app: Hono, ctx: DomainContext): void {
  app.post('/simulate/authorize', async (c) => {
    const { amount, ...body } = await controlBody(c, zSimulateAuthorizationBody);
    const amountCents = parseAmount(amount, 'amount');
    return data(c, view(authorize(ctx, { ...body, amountCents })), 201);
  });
  app.post('/simulate/decline', async (c) => {
    const { amount, ...body } = await controlBody(c, zSimulateDeclineBody);
    const amountCents = parseAmount(amount, 'amount');
    return data(c, view(decline(ctx, { ...body, amountCents })), 201);
  });
  app.post('/simulate/settle', async (c) => {
    const { amount, cardTransactionId } = await controlBody(c, zSimulateSettlementBody);
    return data(c, view(settle(ctx, { cardTransactionId, amountCents: optionalCents(amount) })));
  });
  app.post('/simulate/reverse', async (c) =>
    data(c, view(reverse(ctx, await controlBody(c, zSimulateReversalBody)))),
  );
  app.post('/simulate/refund', async (c) => {
    const { amount, cardTransactionId } = await controlBody(c, zSimulateRefundBody);
    return data(c, view(refund(ctx, { cardTransactionId, amountCents: optionalCents(amount) })));
  });
}
