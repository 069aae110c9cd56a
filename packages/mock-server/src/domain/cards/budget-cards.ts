import { type AccountRecord, requireAccount, requireWallet } from '../accounts';
import { requireBin } from '../bins';
import { requireBudget } from '../budgets';
import { requireCardholder } from '../cardholders';
import {
  accountReach,
  type CardChannel,
  type DomainContext,
  type PartnerScope,
  requireReachable,
} from '../context';
import { DomainError } from '../errors';
import type { Cents } from '../money';
import { type CountedPage, type OffsetRequest, pageOfIndex, pageOfList } from '../pagination';
import { indexKey } from '../storage';
import { changeCardSettings, issuePolicyCard } from './card-operations';
import { STYLE_B_CARDS } from './card-policy';
import { type CardRecord, cardSecretsOf, cardsOf, type VelocityPeriod } from './card-record';
import { type CardAction, type CardStatusResult, changeCardStatus } from './card-status';
import { createRevealToken } from './reveal-token';

// Shared by every card without a limit: records are replaced, never changed in place, and a sandbox holds
// 100,000 cards (bench/scale.ts).
const NO_SPEND_LIMIT: CardRecord['spendLimit'] = Object.freeze({ period: 'NA', amountCents: 0 });

// Style B's budget cards (specs/style-b.openapi.yaml): which card a request names and what it may issue;
// the operations themselves are the shared ones (`card-operations.ts`) with Style B's policy. Inputs are the
// requests as the face has validated them against the spec, path parameters merged.

/** A card of a sub-account: the input of the operations on one card. */
export interface AccountCardRef {
  accountId: string;
  cardId: string;
}

/** `POST /v1/budget-card` as the face has validated it (the spec's branch of `cardMode`). */
export interface IssueBudgetCardInput {
  accountId: string;
  binId: string;
  cardholderId: string;
  budgetId: string;
  referenceId: string;
  cardMode: 'VIRTUAL_CARD' | 'PHYSICAL_CARD';
  /** An empty label is no label (B-41). */
  label?: string | undefined;
  useType?: string | undefined;
  /** Present for a physical card, which the spec requires it for (B-3). */
  physicalCardDesignId?: string | undefined;
}

/** `GET /v1/card-list` as validated, less the page: `cardId` keeps one card (B-8). */
export interface ListAccountCardsInput {
  accountId: string;
  cardId?: string | undefined;
}

/** `PUT /v1/cards/{cardId}/velocity-control` as validated. */
export interface VelocityControlInput extends AccountCardRef {
  transactionLimitsType: VelocityPeriod;
  /** The limit in cents, as the face parsed the spec's `AmountInput`; ignored for `NA` (B-20). */
  amountLimit: Cents;
}

/**
 * A Style B card of the account in the scope; anything else is `not_found` naming `cardId`.
 *
 * @example
 * const card = requireAccountCard(ctx, scope, account, input.cardId);
 */
export function requireAccountCard(
  ctx: DomainContext,
  scope: PartnerScope,
  account: AccountRecord,
  cardId: string,
): CardRecord {
  const reach = accountReach(scope, account.accountId);
  return requireReachable(cardsOf(ctx).get(cardId), reach, { noun: 'card', id: cardId, field: 'cardId' });
}

function target(ctx: DomainContext, scope: PartnerScope, input: AccountCardRef): CardRecord {
  const account = requireAccount(ctx, scope, input.accountId);
  return requireAccountCard(ctx, scope, account, input.cardId);
}

/**
 * `POST /v1/budget-card`: issues an ACTIVE card and emits CARD.CREATED (7002; 7001 `via` the merchant
 * portal). Rules, in order: an
 * initialized account (020003); a BIN of the partner (020001) of type 0 (020006) supporting physical cards
 * when asked (020007); an APPROVED cardholder of the account (020002); a budget of the account; a fresh
 * `referenceId` (40004); the BIN's `minBudgetBalance` available (020004); fewer than the BIN's `cardLimit`
 * live cards for the cardholder on the BIN (020005).
 *
 * @example
 * const card = issueBudgetCard(ctx, scope, { accountId, binId, cardholderId, budgetId, referenceId: 'c-1',
 *   cardMode: 'VIRTUAL_CARD', label: 'Ads' });
 */
export function issueBudgetCard(
  ctx: DomainContext,
  scope: PartnerScope,
  input: IssueBudgetCardInput,
  via: CardChannel = 'api',
): CardRecord {
  const account = requireAccount(ctx, scope, input.accountId);
  const { binId, cardholderId, budgetId, referenceId, cardMode } = input;
  const useType = input.useType ?? null;
  const physicalCardDesignId = cardMode === 'PHYSICAL_CARD' ? (input.physicalCardDesignId ?? null) : null;

  requireWallet(ctx, account);
  const bin = requireBin(ctx, scope, binId);
  if (bin.type !== 0) {
    throw new DomainError('unprocessable', 'cards can only be issued on a Budget BIN (type 0)', {
      field: 'binId',
      reason: 'bin_not_budget_type',
    });
  }
  if (cardMode === 'PHYSICAL_CARD' && !bin.supportPhysicalCard) {
    throw new DomainError('unprocessable', 'this BIN does not support physical cards', {
      field: 'cardMode',
      reason: 'bin_no_physical',
    });
  }
  const cardholder = requireCardholder(ctx, scope, account, cardholderId);
  if (cardholder.status !== 'APPROVED') {
    throw new DomainError('unprocessable', `cardholder is ${cardholder.status}, not APPROVED`, {
      field: 'cardholderId',
      reason: 'cardholder_not_approved',
    });
  }
  const budget = requireBudget(ctx, scope, account, budgetId);
  const cards = cardsOf(ctx);
  if (cards.findUnique('byReference', indexKey(scope.programId, scope.environment, referenceId))) {
    throw new DomainError('conflict', `referenceId ${referenceId} is already used`, {
      field: 'referenceId',
      reason: 'reference_id_taken',
    });
  }
  if (ctx.ledger.balance(budget.budgetId).available < bin.minBudgetBalanceCents) {
    throw new DomainError(
      'unprocessable',
      'the budget holds less than the opening balance this BIN requires',
      { field: 'budgetId', reason: 'opening_balance_insufficient' },
    );
  }
  const live = cards
    .find('byCardholder', cardholder.id)
    .filter((c) => c.productId === bin.id && (c.status === 'ACTIVE' || c.status === 'FROZEN'));
  if (live.length >= bin.cardLimit) {
    throw new DomainError('unprocessable', `the cardholder already has ${bin.cardLimit} cards on this BIN`, {
      field: 'cardholderId',
      reason: 'card_limit_reached',
    });
  }
  return issuePolicyCard(
    ctx,
    STYLE_B_CARDS,
    bin.bin,
    {
      tenantId: scope.programId,
      environment: scope.environment,
      ownerId: account.accountId,
      cardholderId: cardholder.id,
      productId: bin.id,
      form: cardMode === 'VIRTUAL_CARD' ? 'VIRTUAL' : 'PHYSICAL',
      label: STYLE_B_CARDS.storedLabel(input.label ?? null),
      funding: 'BUDGET',
      fundingAccountId: budget.budgetId,
      budgetId: budget.budgetId,
      currencies: bin.currencies,
      spendLimit: NO_SPEND_LIMIT,
      referenceId,
      useType,
      physicalCardDesignId,
    },
    via,
  );
}

/**
 * `GET /v1/card-list?accountId=&cardId=`: the account's cards, newest first, one page (G-11, G-42), read
 * from the cards' index by owner (the face turns `pageNum` / `pageSize` into the offset window).
 *
 * @example
 * const page = listAccountCards(ctx, scope, { accountId }, { offset: 0, limit: 20 });
 */
export function listAccountCards(
  ctx: DomainContext,
  scope: PartnerScope,
  input: ListAccountCardsInput,
  page: OffsetRequest,
): CountedPage<CardRecord> {
  const account = requireAccount(ctx, scope, input.accountId);
  const { cardId } = input;
  if (cardId !== undefined) {
    const card = cardsOf(ctx).get(cardId);
    return pageOfList(card?.ownerId === account.accountId && card.style === 'b' ? [card] : [], page);
  }
  return pageOfIndex(cardsOf(ctx), 'byOwner', account.accountId, { ...page, newestFirst: true });
}

/** The testing endpoint's answer (B-12): the only place besides the widget with the full number and CVV. */
export interface BudgetCardSecrets {
  cardId: string;
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  status: CardRecord['status'];
}

/**
 * `GET /v1/cards/{cardId}?accountId=`: the full number, expiry and CVV (B-12).
 *
 * @example
 * const { cardNumber, cvv } = getCardSecrets(ctx, scope, { cardId, accountId });
 */
export function getCardSecrets(
  ctx: DomainContext,
  scope: PartnerScope,
  input: AccountCardRef,
): BudgetCardSecrets {
  const card = target(ctx, scope, input);
  const secrets = cardSecretsOf(ctx, card);
  return {
    cardId: card.id,
    cardNumber: secrets.cardNumber,
    expiryMonth: String(card.expMonth).padStart(2, '0'),
    expiryYear: String(card.expYear),
    cvv: secrets.cvv,
    status: card.status,
  };
}

/**
 * `PUT /v1/cards/{cardId}`: changes the label; an empty one removes it (B-41). No event (B-26).
 *
 * @example
 * updateCardLabel(ctx, scope, { cardId, accountId, label: 'Travel' });
 */
export function updateCardLabel(
  ctx: DomainContext,
  scope: PartnerScope,
  input: AccountCardRef & { label: string },
): CardRecord {
  return changeCardSettings(ctx, STYLE_B_CARDS, target(ctx, scope, input), { label: input.label });
}

/**
 * `PUT /v1/cards/{cardId}/velocity-control`: replaces the card's limit; `NA` removes it and records
 * `0.00` whatever `amountLimit` says (B-20). No event (B-26).
 *
 * @example
 * setVelocityControl(ctx, scope, { cardId, accountId, transactionLimitsType: 'DAY', amountLimit: 50000 });
 */
export function setVelocityControl(
  ctx: DomainContext,
  scope: PartnerScope,
  input: VelocityControlInput,
): CardRecord {
  const card = target(ctx, scope, input);
  const period = input.transactionLimitsType;
  const spendLimit = { period, amountCents: period === 'NA' ? 0 : input.amountLimit };
  return changeCardSettings(ctx, STYLE_B_CARDS, card, { spendLimit });
}

/**
 * `POST /v1/cards/{cardId}/freeze`, `/unfreeze` and `DELETE /v1/cards/{cardId}`: the card status actions
 * (B-1: an already reached state is a no-op, 020011 or 020010; a closed card is 020012).
 *
 * @example
 * const { card, noop } = budgetCardAction(ctx, scope, { cardId, accountId }, 'freeze');
 */
export function budgetCardAction(
  ctx: DomainContext,
  scope: PartnerScope,
  input: AccountCardRef,
  action: CardAction,
): CardStatusResult {
  return changeCardStatus(ctx, target(ctx, scope, input), action);
}

/**
 * `GET /v1/cards/{cardId}/private-info/access-token`: a widget token for the card (B-13); the face adds
 * the `widgetUrl`.
 *
 * @example
 * const { accessToken, expiresIn } = createWidgetToken(ctx, scope, { cardId, accountId });
 */
export function createWidgetToken(ctx: DomainContext, scope: PartnerScope, input: AccountCardRef) {
  const card = target(ctx, scope, input);
  const { token, expiresIn, expiresAt } = createRevealToken(ctx, card);
  return { accessToken: token, expiresIn, expiresAt: new Date(expiresAt).toISOString(), cardId: card.id };
}
