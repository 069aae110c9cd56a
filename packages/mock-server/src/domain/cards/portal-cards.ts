import { accountById } from '../accounts';
import type { CardChannel, DomainContext } from '../context';
import { DomainError } from '../errors';
import { prefixedId } from '../ids';
import { issueBudgetCard } from './budget-cards';
import { type CardRecord, isFinal, requireCardById } from './card-record';
import { changeCardStatus, saveCardStatus } from './card-status';

// The merchant portal, the administrator and the risk policy: the actors
// besides the API that Style B's reason codes name (7001, 3002, 1002, 1003, 5001, 6001). They act on real
// Style B cards with the API's own rules; only the channel differs (G-74, G-75).

/** A card issued from the merchant portal: what `POST /v1/budget-card` takes, less `referenceId`. */
export interface PortalCardInput {
  accountId: string;
  cardholderId: string;
  budgetId: string;
  binId: string;
  cardMode?: 'VIRTUAL_CARD' | 'PHYSICAL_CARD' | undefined;
  label?: string | undefined;
  physicalCardDesignId?: string | undefined;
}

/** What a portal, administrator or risk action did: the card now, and whether anything changed. */
export interface PortalCardResult {
  card: CardRecord;
  changed: boolean;
}

/** Actions on one card outside the API, by who takes them. */
export type PortalCardAction = 'suspend' | 'close' | 'restrict' | 'unrestrict' | 'risk_close';

/**
 * A Style B card by id; a Style A card or an unknown id is `not_found` (the merchant portal and its reason
 * codes are Style B's, G-75).
 *
 * @example
 * const card = requireStyleBCard(ctx, 'card_0f3k...');
 */
export function requireStyleBCard(ctx: DomainContext, cardId: string): CardRecord {
  const card = requireCardById(ctx, cardId);
  if (card.style !== 'b') {
    throw new DomainError(
      'not_found',
      `card ${card.id} is not a Style B card; the merchant portal manages Style B cards`,
      {
        field: 'cardId',
      },
    );
  }
  return card;
}

/**
 * Issues a Style B card from the merchant portal: the rules of `POST /v1/budget-card` in the account's
 * partner, a generated `referenceId`, and CARD.CREATED with reasonCode 7001.
 *
 * @example
 * issuePortalCard(ctx, { accountId, cardholderId, budgetId, binId, label: 'Ads' });
 */
export function issuePortalCard(ctx: DomainContext, input: PortalCardInput): CardRecord {
  const account = accountById(ctx, input.accountId);
  const scope = { programId: account.programId, environment: account.environment };
  const { cardMode = 'VIRTUAL_CARD', ...rest } = input;
  const referenceId = prefixedId('portal', ctx.random);
  return issueBudgetCard(ctx, scope, { ...rest, cardMode, referenceId }, 'portal');
}

function restrict(ctx: DomainContext, card: CardRecord): PortalCardResult {
  if (card.restricted) return { card, changed: false };
  if (isFinal(card)) {
    throw new DomainError('unprocessable', `card is ${card.status} and cannot change`, {
      field: 'cardId',
      reason: 'card_final',
    });
  }
  return { card: saveCardStatus(ctx, card, 'FROZEN', 'restrict', 'administrator', true), changed: true };
}

function unrestrict(ctx: DomainContext, card: CardRecord): PortalCardResult {
  if (!card.restricted) return { card, changed: false };
  return { card: saveCardStatus(ctx, card, 'ACTIVE', 'unrestrict', 'administrator', false), changed: true };
}

const STATUS_ACTIONS = {
  suspend: ['freeze', 'portal'],
  close: ['close', 'portal'],
  risk_close: ['close', 'risk_policy'],
} as const satisfies Record<string, readonly ['freeze' | 'close', CardChannel]>;

/**
 * Suspends (FROZEN, 3002) or closes (1002) a Style B card as the merchant portal, restricts (FROZEN until
 * lifted, 5001) or unrestricts (ACTIVE, 6001) it as an administrator, or closes it for a risk-policy
 * violation (1003). A state already reached changes nothing and emits nothing, as in the API (B-1).
 *
 * @example
 * portalCardAction(ctx, cardId, 'restrict'); // { card: { status: 'FROZEN', restricted: true }, changed: true }
 */
export function portalCardAction(
  ctx: DomainContext,
  cardId: string,
  action: PortalCardAction,
): PortalCardResult {
  const card = requireStyleBCard(ctx, cardId);
  if (action === 'restrict') return restrict(ctx, card);
  if (action === 'unrestrict') return unrestrict(ctx, card);
  const [status, via] = STATUS_ACTIONS[action];
  const result = changeCardStatus(ctx, card, status, via);
  return { card: result.card, changed: result.noop === null };
}
