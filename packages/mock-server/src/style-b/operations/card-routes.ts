import {
  zCloseCardPath,
  zCloseCardQuery,
  zFreezeCardBody,
  zFreezeCardPath,
  zGetCardSecretsPath,
  zGetCardSecretsQuery,
  zGetCardWidgetTokenPath,
  zGetCardWidgetTokenQuery,
  zListCardsQuery,
  zSetCardVelocityControlBody,
  zSetCardVelocityControlPath,
  zUnfreezeCardBody,
  zUnfreezeCardPath,
  zUpdateCardLabelBody,
  zUpdateCardLabelPath,
} from '@card-issuance/contracts/style-b-zod';
import type { Context } from 'hono';
import {
  type AccountCardRef,
  budgetCardAction,
  type CardAction,
  createWidgetToken,
  getCardSecrets,
  issueBudgetCard,
  listAccountCards,
  setVelocityControl,
  updateCardLabel,
} from '../../domain/cards';
import type { ProgramScope } from '../../domain/context';
import { parseAmount } from '../../domain/money';
import { readJsonBody } from '../../http';
import { cardView } from '../card-view';
import { success } from '../envelope';
import { styleBInput, styleBRequest } from '../request-input';
import { cardIssueBody } from '../request-schemas';
import { keyed, type OperationKit } from './operation-kit';

// The idempotent no-ops answer HTTP 200 with their own code and the card (DECISIONS.md B-1).
const NOOPS = {
  already_frozen: ['020011', 'card already frozen; operation skipped'],
  already_active: ['020011', 'card already active; operation skipped'],
  already_closed: ['020010', 'card already deleted; operation skipped'],
} as const;

function statusChange(
  c: Context,
  kit: OperationKit,
  scope: ProgramScope,
  input: AccountCardRef,
  action: CardAction,
): Response {
  const result = budgetCardAction(kit.ctx, scope, input, action);
  if (!result.noop) return success(c, cardView(result.card));
  const [code, message] = NOOPS[result.noop];
  return success(c, cardView(result.card), code, message);
}

/**
 * Cards (interface-spec.md 2.1, 4.2; DECISIONS.md B-1, B-6, B-8, B-12, B-13, B-20): issue (Idempotency-Key
 * required), list, the testing endpoint with the full number, the widget token, label, velocity control,
 * freeze, unfreeze and delete. Registered after `/v1/cards/wallets` so that path is never read as a card id.
 *
 * @example
 * cardRoutes(kit);
 */
export function cardRoutes(kit: OperationKit): void {
  const { app, ctx, authenticate } = kit;

  app.post('/v1/budget-card', async (c) => {
    const scope = authenticate(c);
    const body = await readJsonBody(c);
    return keyed(c, kit, scope, 'required', body, () => {
      const input = styleBInput(c, { body: cardIssueBody(body.cardMode) }, body);
      return success(c, cardView(issueBudgetCard(ctx, scope, input)));
    });
  });

  app.get('/v1/card-list', async (c) => {
    const scope = authenticate(c);
    const { pageNum, pageSize, ...input } = await styleBRequest(c, { query: zListCardsQuery });
    // Style B's page (G-11): 1-based `pageNum`, as the domain's offset window.
    const page = listAccountCards(ctx, scope, input, { offset: (pageNum - 1) * pageSize, limit: pageSize });
    return success(c, { list: page.items.map(cardView), total: page.total, pageNum, pageSize });
  });

  app.get('/v1/cards/:cardId/private-info/access-token', async (c) => {
    const scope = authenticate(c);
    const input = await styleBRequest(c, { query: zGetCardWidgetTokenQuery, path: zGetCardWidgetTokenPath });
    const { accessToken, expiresIn } = createWidgetToken(ctx, scope, input);
    const base = new URL(c.req.url);
    const widgetUrl = `${base.origin}${base.pathname.split('/v1/')[0]}/widget?token=${encodeURIComponent(accessToken)}`;
    return success(c, { accessToken, expiresIn, widgetUrl });
  });

  app.get('/v1/cards/:cardId', async (c) => {
    const scope = authenticate(c);
    const input = await styleBRequest(c, { query: zGetCardSecretsQuery, path: zGetCardSecretsPath });
    return success(c, getCardSecrets(ctx, scope, input));
  });

  app.put('/v1/cards/:cardId', async (c) => {
    const scope = authenticate(c);
    const input = await styleBRequest(c, { body: zUpdateCardLabelBody, path: zUpdateCardLabelPath });
    return success(c, cardView(updateCardLabel(ctx, scope, input)));
  });

  app.put('/v1/cards/:cardId/velocity-control', async (c) => {
    const scope = authenticate(c);
    const input = await styleBRequest(c, {
      body: zSetCardVelocityControlBody,
      path: zSetCardVelocityControlPath,
    });
    // The decimal amount as cents (the domain takes cents); `NA` ignores it (B-20).
    const amountLimit =
      input.transactionLimitsType === 'NA' ? 0 : parseAmount(input.amountLimit, 'amountLimit');
    return success(c, cardView(setVelocityControl(ctx, scope, { ...input, amountLimit })));
  });

  app.post('/v1/cards/:cardId/freeze', async (c) => {
    const scope = authenticate(c);
    const input = await styleBRequest(c, { body: zFreezeCardBody, path: zFreezeCardPath });
    return statusChange(c, kit, scope, input, 'freeze');
  });

  app.post('/v1/cards/:cardId/unfreeze', async (c) => {
    const scope = authenticate(c);
    const input = await styleBRequest(c, { body: zUnfreezeCardBody, path: zUnfreezeCardPath });
    return statusChange(c, kit, scope, input, 'unfreeze');
  });

  app.delete('/v1/cards/:cardId', async (c) => {
    const scope = authenticate(c);
    const input = await styleBRequest(c, { query: zCloseCardQuery, path: zCloseCardPath });
    return statusChange(c, kit, scope, input, 'close');
  });
}
