import {
  zSimulateAuthorizationBody,
  zSimulateDeclineBody,
  zSimulateRefundBody,
  zSimulateReversalBody,
  zSimulateSettlementBody,
} from '@card-issuance/contracts/mock-control-zod';
import type { Hono } from 'hono';
import type { DomainContext } from '../domain/context';
import { authorize, decline, type NetworkTransaction, refund, reverse, settle } from '../domain/network';
import { transactionView } from '../style-b/transaction-view';
import { data } from './control-envelope';
import { controlBody } from './control-input';

const view = ({ record, link }: NetworkTransaction) => ({ ...transactionView(record), style: link.style });

/**
 * The card network simulator of the control API (specs/mock-control.openapi.yaml, tag "Card network"),
 * Lithic-style: authorize or decline on a card, then settle, reverse or refund by `cardTransactionId`.
 *
 * @example
 * networkSimulation(app, ctx); // POST /_mock/simulate/authorize ...
 */
export function networkSimulation(app: Hono, ctx: DomainContext): void {
  app.post('/simulate/authorize', async (c) =>
    data(c, view(authorize(ctx, await controlBody(c, zSimulateAuthorizationBody))), 201),
  );
  app.post('/simulate/decline', async (c) =>
    data(c, view(decline(ctx, await controlBody(c, zSimulateDeclineBody))), 201),
  );
  app.post('/simulate/settle', async (c) =>
    data(c, view(settle(ctx, await controlBody(c, zSimulateSettlementBody)))),
  );
  app.post('/simulate/reverse', async (c) =>
    data(c, view(reverse(ctx, await controlBody(c, zSimulateReversalBody)))),
  );
  app.post('/simulate/refund', async (c) =>
    data(c, view(refund(ctx, await controlBody(c, zSimulateRefundBody)))),
  );
}
