import type { Hono } from 'hono';
import type { DomainContext } from '../domain/context';
import { authorize, decline, type NetworkTransaction, refund, reverse, settle } from '../domain/network';
import { transactionView } from '../domain/transactions';
import { data } from './control-envelope';
import { strictBody } from './strict-input';

const AUTHORIZATION_FIELDS = ['cardId', 'amount', 'currency', 'merchantName', 'mcc', 'merchantCountry'];

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
    data(c, view(authorize(ctx, await strictBody(c, AUTHORIZATION_FIELDS))), 201),
  );
  app.post('/simulate/decline', async (c) =>
    data(c, view(decline(ctx, await strictBody(c, [...AUTHORIZATION_FIELDS, 'reason']))), 201),
  );
  app.post('/simulate/settle', async (c) =>
    data(c, view(settle(ctx, await strictBody(c, ['cardTransactionId', 'amount'])))),
  );
  app.post('/simulate/reverse', async (c) =>
    data(c, view(reverse(ctx, await strictBody(c, ['cardTransactionId'])))),
  );
  app.post('/simulate/refund', async (c) =>
    data(c, view(refund(ctx, await strictBody(c, ['cardTransactionId', 'amount'])))),
  );
}
