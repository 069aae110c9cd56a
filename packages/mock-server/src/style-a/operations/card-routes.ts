import {
  zActivateCardPath,
  zCreateCardBody,
  zCreateCardholderBody,
  zDefundCardBody,
  zDefundCardPath,
  zFreezeCardPath,
  zFundCardBody,
  zFundCardPath,
  zGetCardholderPath,
  zGetCardPath,
  zGetFundingBalancesPath,
  zListCardsQuery,
  zUpdateCardBody,
  zUpdateCardPath,
} from '@card-issuance/contracts/style-a-zod';
import { fundingBalances, requireApplicant } from '../../domain/applicants';
import { createProgramCardholder, requireCardholderA } from '../../domain/cardholders';
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
import { cursorPageOf, cursorRequest } from '../cursor-page';
import { success } from '../envelope';
import { OPERATION_ROLES } from '../operation-roles';
import { styleAInput, styleARequest } from '../request-input';
import type { StyleAOperationKit } from '../style-a-app';
import { cardholderView, cardView } from '../views';

// The spec checks a given cardholder address after the issuer's checks (createCardholder's "Checks, in
// order"), so the body is validated in two parts: the fields, then the address when the command reaches it.
const zCardholderFields = zCreateCardholderBody.omit({ address: true });
const zCardholderAddress = zCreateCardholderBody.pick({ address: true });

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
      const fields = styleAInput(c, { body: zCardholderFields }, body);
      const { cardholder, created } = createProgramCardholder(ctx, caller, {
        ...fields,
        address: () => styleAInput(c, { body: zCardholderAddress }, body).address,
      });
      return success(c, cardholderView(ctx, cardholder), created ? 201 : 200);
    });
  });

  app.get('/v1/cardholders/:id', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['GET /v1/cardholders/{id}']);
    const { id } = await styleARequest(c, { path: zGetCardholderPath });
    return success(c, cardholderView(ctx, requireCardholderA(ctx, caller, id)));
  });

  app.get('/v1/applicants/:id/funding/balances', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['GET /v1/applicants/{id}/funding/balances']);
    const { id } = await styleARequest(c, { path: zGetFundingBalancesPath });
    return success(c, fundingBalances(ctx, requireApplicant(ctx, caller, id)));
  });

  app.post('/v1/cards', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['POST /v1/cards']);
    const body = await readJsonBody(c);
    const scope = `${caller.keyPrefix}:POST /v1/cards`;
    return idempotent(c, { ctx, scope, mode: 'optional', request: body }, () => {
      const input = styleAInput(c, { body: zCreateCardBody }, body);
      return success(c, cardView(ctx, issueProgramCard(ctx, caller, input)), 201);
    });
  });

  app.get('/v1/cards', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['GET /v1/cards']);
    const query = await styleARequest(c, { query: zListCardsQuery });
    const page = listProgramCards(ctx, caller, cursorRequest(query, 'card'));
    return success(
      c,
      cursorPageOf(
        page,
        (card) => card.id,
        (card) => cardView(ctx, card),
      ),
    );
  });

  app.get('/v1/cards/:id', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['GET /v1/cards/{id}']);
    const { id } = await styleARequest(c, { path: zGetCardPath });
    return success(c, cardView(ctx, requireProgramCard(ctx, caller, id)));
  });

  // The card first (404), then the body (400).
  app.patch('/v1/cards/:id', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['PATCH /v1/cards/{id}']);
    const { id } = await styleARequest(c, { path: zUpdateCardPath });
    const card = requireProgramCard(ctx, caller, id);
    // `label` null (or "") removes the label, as the spec says, rather than reading as absent.
    const changes = await styleARequest(c, { body: zUpdateCardBody }, { clearable: ['label'] });
    return success(c, cardView(ctx, updateProgramCard(ctx, card, changes)));
  });

  app.post('/v1/cards/:id/activate', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['POST /v1/cards/{id}/activate']);
    const { id } = await styleARequest(c, { path: zActivateCardPath });
    const card = requireProgramCard(ctx, caller, id);
    // Style A's activate is the unfreeze of both styles; ACTIVE already is a no-op.
    return success(c, cardView(ctx, changeCardStatus(ctx, card, 'unfreeze').card));
  });

  app.post('/v1/cards/:id/freeze', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['POST /v1/cards/{id}/freeze']);
    const { id } = await styleARequest(c, { path: zFreezeCardPath });
    const card = requireProgramCard(ctx, caller, id);
    return success(c, cardView(ctx, changeCardStatus(ctx, card, 'freeze').card));
  });

  const money = {
    fund: { body: zFundCardBody, path: zFundCardPath, move: fundProgramCard },
    defund: { body: zDefundCardBody, path: zDefundCardPath, move: defundProgramCard },
  } as const;
  for (const action of ['fund', 'defund'] as const) {
    const { body: bodySchema, path, move } = money[action];
    // The card first (404), then the body (400), validated inside the Idempotency-Key's run.
    app.post(`/v1/cards/:id/${action}`, async (c) => {
      const caller = await authenticate(c);
      requireRole(caller, OPERATION_ROLES[`POST /v1/cards/{id}/${action}`]);
      const { id } = await styleARequest(c, { path });
      const card = requireProgramCard(ctx, caller, id);
      const body = await readJsonBody(c);
      const scope = `${caller.keyPrefix}:POST /v1/cards/${card.id}/${action}`;
      return idempotent(c, { ctx, scope, mode: 'optional', request: body }, () => {
        const { amount_cents } = styleAInput(c, { body: bodySchema }, body);
        return success(c, move(ctx, card, amount_cents));
      });
    });
  }
}
