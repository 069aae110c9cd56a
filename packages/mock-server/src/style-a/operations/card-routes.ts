import { requireApplicant } from '../../domain/applicants';
import {
  activateStyleACard,
  cardholderView,
  createCardholder,
  defundStyleACard,
  freezeStyleACard,
  fundingBalances,
  fundStyleACard,
  issueStyleACard,
  listStyleACards,
  registerStyleACardNetwork,
  requireCardholderA,
  requireLiveIssuer,
  requireStyleACard,
  styleACardView,
  updateStyleACard,
} from '../../domain/style-a-cards';
import { requireRole } from '../../domain/tenants';
import { idempotent, readJsonBody } from '../../http';
import { cursorPage } from '../cursor-page';
import { success } from '../envelope';
import { OPERATION_ROLES } from '../operation-roles';
import type { StyleAOperationKit } from '../style-a-app';

/**
 * Cardholders, cards and prepaid money: create and get a
 * cardholder; issue, list, get, update, activate and freeze a card; fund and defund a prepaid card; an
 * applicant's funding balances. Registers Style A cards with the network simulator.
 *
 * @example
 * cardRoutes({ app, ctx, baseUrl, authenticate });
 */
export function cardRoutes({ app, ctx, authenticate }: StyleAOperationKit): void {
  registerStyleACardNetwork();

  app.post('/v1/cardholders', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['POST /v1/cardholders']);
    const body = await readJsonBody(c);
    const scope = `${caller.keyPrefix}:POST /v1/cardholders`;
    return idempotent(c, { ctx, scope, mode: 'optional', request: body }, () => {
      const { cardholder, created } = createCardholder(ctx, caller, body);
      return success(c, cardholderView(ctx, cardholder), created ? 201 : 200);
    });
  });

  app.get('/v1/cardholders/:id', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['GET /v1/cardholders/{id}']);
    const cardholder = requireCardholderA(ctx, caller, c.req.param('id'));
    requireLiveIssuer(ctx, cardholder.organizationId);
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
      success(c, styleACardView(ctx, issueStyleACard(ctx, caller, body)), 201),
    );
  });

  app.get('/v1/cards', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['GET /v1/cards']);
    const cards = listStyleACards(ctx, caller).map((card) => styleACardView(ctx, card));
    return success(c, cursorPage(cards, c.req.query(), 'card', 'listed'));
  });

  app.get('/v1/cards/:id', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['GET /v1/cards/{id}']);
    return success(c, styleACardView(ctx, requireStyleACard(ctx, caller, c.req.param('id'))));
  });

  app.patch('/v1/cards/:id', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['PATCH /v1/cards/{id}']);
    const card = requireStyleACard(ctx, caller, c.req.param('id'));
    const updated = updateStyleACard(ctx, card, await readJsonBody(c));
    return success(c, styleACardView(ctx, updated));
  });

  app.post('/v1/cards/:id/activate', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['POST /v1/cards/{id}/activate']);
    const card = requireStyleACard(ctx, caller, c.req.param('id'));
    return success(c, styleACardView(ctx, activateStyleACard(ctx, card)));
  });

  app.post('/v1/cards/:id/freeze', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['POST /v1/cards/{id}/freeze']);
    const card = requireStyleACard(ctx, caller, c.req.param('id'));
    return success(c, styleACardView(ctx, freezeStyleACard(ctx, card)));
  });

  for (const action of ['fund', 'defund'] as const) {
    app.post(`/v1/cards/:id/${action}`, async (c) => {
      const caller = await authenticate(c);
      requireRole(caller, OPERATION_ROLES[`POST /v1/cards/{id}/${action}`]);
      const card = requireStyleACard(ctx, caller, c.req.param('id'));
      const body = await readJsonBody(c);
      const scope = `${caller.keyPrefix}:POST /v1/cards/${card.id}/${action}`;
      return idempotent(c, { ctx, scope, mode: 'optional', request: body }, () =>
        success(c, (action === 'fund' ? fundStyleACard : defundStyleACard)(ctx, card, body)),
      );
    });
  }
}
