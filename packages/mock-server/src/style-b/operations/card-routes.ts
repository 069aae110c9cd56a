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
import type { DomainContext, PartnerScope } from '../../domain/context';
import { amountCents, handedOutUrl, reply } from '../../http';
import { cardView } from '../card-view';
import { cardIssueBody } from '../request-schemas';
import type { StyleBOperationKit } from '../style-b-app';
import { type StyleBHandlers, withSchemas } from '../style-b-binding';

// The idempotent no-ops answer HTTP 200 with their own code and the card (DECISIONS.md B-1).
const NOOPS = {
  already_frozen: ['020011', 'card already frozen; operation skipped'],
  already_active: ['020011', 'card already active; operation skipped'],
  already_closed: ['020010', 'card already deleted; operation skipped'],
} as const;

function statusChange(ctx: DomainContext, scope: PartnerScope, input: AccountCardRef, action: CardAction) {
  const result = budgetCardAction(ctx, scope, input, action);
  if (!result.noop) return cardView(result.card);
  const [code, message] = NOOPS[result.noop];
  return reply(cardView(result.card), { code, message });
}

/**
 * Cards (DECISIONS.md B-1, B-6, B-8, B-12, B-13, B-20): issue (Idempotency-Key
 * required), list, the testing endpoint with the full number, the widget token, label, velocity control,
 * freeze, unfreeze and delete.
 *
 * @example
 * kit.bind({ ...cardHandlers(kit), ...otherHandlers });
 */
export function cardHandlers({ ctx, baseUrl }: StyleBOperationKit) {
  return {
    // The branch of the spec's oneOf that the body's `cardMode` selects (B-3).
    issueBudgetCard: withSchemas(
      (body) => ({ body: cardIssueBody(body.cardMode) }),
      (input, { principal }) => cardView(issueBudgetCard(ctx, principal, input)),
    ),
    listCards: ({ pageNum, pageSize, ...input }, { principal }) => {
      // Style B's page (G-11): 1-based `pageNum`, as the domain's offset window.
      const window = { offset: (pageNum - 1) * pageSize, limit: pageSize };
      const page = listAccountCards(ctx, principal, input, window);
      return { list: page.items.map(cardView), total: page.total, pageNum, pageSize };
    },
    getCardWidgetToken: (input, { principal, c }) => {
      const { accessToken, expiresIn } = createWidgetToken(ctx, principal, input);
      const widgetUrl = handedOutUrl(
        c.req.url,
        baseUrl(),
        `/widget?token=${encodeURIComponent(accessToken)}`,
      );
      return { accessToken, expiresIn, widgetUrl };
    },
    getCardSecrets: (input, { principal }) => getCardSecrets(ctx, principal, input),
    updateCardLabel: (input, { principal }) => cardView(updateCardLabel(ctx, principal, input)),
    setCardVelocityControl: (input, { principal }) => {
      // The decimal amount as cents (the domain takes cents); `NA` ignores it (B-20).
      const amountLimit =
        input.transactionLimitsType === 'NA' ? 0 : amountCents(input.amountLimit, 'amountLimit');
      return cardView(setVelocityControl(ctx, principal, { ...input, amountLimit }));
    },
    freezeCard: (input, { principal }) => statusChange(ctx, principal, input, 'freeze'),
    unfreezeCard: (input, { principal }) => statusChange(ctx, principal, input, 'unfreeze'),
    closeCard: (input, { principal }) => statusChange(ctx, principal, input, 'close'),
  } satisfies Partial<StyleBHandlers>;
}
