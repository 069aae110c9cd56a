import { fundingBalances, requireApplicant } from '../../domain/applicants';
import { createProgramCardholder, requireCardholderA, requireLiveIssuer } from '../../domain/cardholders';
import {
  changeCardStatus,
  defundProgramCard,
  fundProgramCard,
  issueProgramCard,
  listProgramCards,
  requireProgramCard,
  updateProgramCard,
} from '../../domain/cards';
import { requireRole } from '../../domain/tenants';
import { idempotent, readJsonBody } from '../../http';
import { cursorPage } from '../cursor-page';
import { success } from '../envelope';
import { OPERATION_ROLES } from '../operation-roles';
import type { StyleAOperationKit } from '../style-a-app';
import { cardholderView, cardView } from '../views';

/**
 * Cardholders, cards and prepaid money: create and get a
 * cardholder; issue, list, get, update, activate and freeze a card; fund and defund a prepaid card; an
 * applicant's funding balances.
 *
 * @example
 * cardRoutes({ app, ctx, baseUrl, authenticate });
 */
export function cardRoutes({ app, ctx, authenticate }: StyleAOperationKit): void {
  app.post('/v1/cardholders', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['POST /v1/cardholders']);
    const body = await readJsonBody(c);
    const scope = `${caller.keyPrefix}:POST /v1/cardholders`;
    return idempotent(c, { ctx, scope, mode: 'optional', request: body }, () => {
      const { cardholder, created } = createProgramCardholder(ctx, caller, body);
      return success(c, cardholderView(ctx, cardholder), created ? 201 : 200);
    });
  });

  app.get('/v1/cardholders/:id', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['GET /v1/cardholders/{id}']);
    const cardholder = requireCardholderA(ctx, caller, c.req.param('id'));
    requireLiveIssuer(ctx, cardholder.tenantId);
    return success(c, cardholderView(ctx, cardholder));
  });

  app.get('/v1/applicants/:id/funding/balances', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['GET /v1/applicants/{id}/funding/balances']);
    return success(c, fundingBalances(ctx, requireApplicant(ctx, caller, c.req.param('id'))));
  });

  app.post('/v1/cards', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['POST /v1/cards']);
    const body = await readJsonBody(c);
    const scope = `${caller.keyPrefix}:POST /v1/cards`;
    return idempotent(c, { ctx, scope, mode: 'optional', request: body }, () =>
      success(c, cardView(ctx, issueProgramCard(ctx, caller, body)), 201),
    );
  });

  app.get('/v1/cards', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['GET /v1/cards']);
    const cards = listProgramCards(ctx, caller).map((card) => cardView(ctx, card));
    return success(c, cursorPage(cards, c.req.query(), 'card', 'listed'));
  });

  app.get('/v1/cards/:id', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['GET /v1/cards/{id}']);
    return success(c, cardView(ctx, requireProgramCard(ctx, caller, c.req.param('id'))));
  });

  app.patch('/v1/cards/:id', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['PATCH /v1/cards/{id}']);
    const card = requireProgramCard(ctx, caller, c.req.param('id'));
    const updated = updateProgramCard(ctx, card, await readJsonBody(c));
    return success(c, cardView(ctx, updated));
  });

  app.post('/v1/cards/:id/activate', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['POST /v1/cards/{id}/activate']);
    const card = requireProgramCard(ctx, caller, c.req.param('id'));
    // Style A's activate is the unfreeze of both styles; ACTIVE already is a no-op.
    return success(c, cardView(ctx, changeCardStatus(ctx, card, 'unfreeze').card));
  });

  app.post('/v1/cards/:id/freeze', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['POST /v1/cards/{id}/freeze']);
    const card = requireProgramCard(ctx, caller, c.req.param('id'));
    return success(c, cardView(ctx, changeCardStatus(ctx, card, 'freeze').card));
  });

  for (const action of ['fund', 'defund'] as const) {
    app.post(`/v1/cards/:id/${action}`, async (c) => {
      const caller = await authenticate(c);
      requireRole(caller, OPERATION_ROLES[`POST /v1/cards/{id}/${action}`]);
      const card = requireProgramCard(ctx, caller, c.req.param('id'));
      const body = await readJsonBody(c);
      const scope = `${caller.keyPrefix}:POST /v1/cards/${card.id}/${action}`;
      return idempotent(c, { ctx, scope, mode: 'optional', request: body }, () =>
        success(c, (action === 'fund' ? fundProgramCard : defundProgramCard)(ctx, card, body)),
      );
    });
  }
}
