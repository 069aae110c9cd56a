import * as OPS from '@card-issuance/contracts/style-b';
import type {
  SchemaCard,
  SchemaCardIssueFields,
  SchemaCardLabelUpdateRequest,
  SchemaCardSecrets,
  SchemaVelocityControlRequest,
  SchemaWidgetToken,
} from '@card-issuance/contracts/style-b-types';
import type { Binder, CallOptions } from '@card-issuance/sdk-core';
import type { ApiPromise, PagePromise } from '../core/api-promise';
import { listPages } from '../internal/list-pages';
import type { AccountParams } from './bins';

/** A budget card (never its full number or CVV). @example const card: Card = await client.cards.freeze(cardId, { accountId }); */
export interface Card extends SchemaCard {}
/** Full number, expiry and CVV (automated testing only). @example const { cardNumber }: CardSecrets = await client.cards.getSecrets(cardId, { accountId }); */
export interface CardSecrets extends SchemaCardSecrets {}
/** The hosted widget's token. @example const { widgetUrl }: WidgetToken = await client.cards.getWidgetToken(cardId, { accountId }); */
export interface WidgetToken extends SchemaWidgetToken {}
/** The fields every issue request takes. @example const fields: IssueCardFields = { accountId, binId, cardholderId, budgetId, referenceId }; */
export interface IssueCardFields extends SchemaCardIssueFields {}
/** A physical card to issue: it also needs its design. @example const params: IssuePhysicalCardParams = { ...fields, cardMode: 'PHYSICAL_CARD', physicalCardDesignId }; */
export interface IssuePhysicalCardParams extends IssueCardFields {
  cardMode: 'PHYSICAL_CARD';
  /** The card design; required for physical cards (40001 naming the field, B-3). */
  physicalCardDesignId: string;
}
/** A virtual card to issue. @example const params: IssueVirtualCardParams = { ...fields, cardMode: 'VIRTUAL_CARD' }; */
export interface IssueVirtualCardParams extends IssueCardFields {
  cardMode: 'VIRTUAL_CARD';
  /** Physical cards only. */
  physicalCardDesignId?: never;
}
/**
 * Body of `cards.issue`, selected by `cardMode` (the spec's `CardIssueRequest`). Both members name every
 * field (the virtual card's `physicalCardDesignId?: never`) and the virtual card comes last (the compiler
 * explains a failed union match against its last closest member), so a call without `cardMode` is reported
 * as missing `cardMode`, not as a physical card missing its design (S-28; pinned by test/method-types).
 *
 * @example
 * const params: IssueCardParams = { accountId, binId, cardholderId, budgetId, referenceId, cardMode: 'VIRTUAL_CARD' };
 */
export type IssueCardParams = IssuePhysicalCardParams | IssueVirtualCardParams;
/** Query of `cards.list`. @example const params: ListCardsParams = { accountId, pageSize: 50 }; */
export interface ListCardsParams extends AccountParams {
  /** Only this card (at most one record, B-8). */
  cardId?: string;
  /** 1-based page to start at. @default 1 */
  pageNum?: number;
  /** Records per page, 1 to 100. @default 20 */
  pageSize?: number;
}
/** Body of `cards.updateLabel`. @example const params: UpdateCardLabelParams = { accountId, label: 'Travel' }; */
export interface UpdateCardLabelParams extends SchemaCardLabelUpdateRequest {}
/** Body of `cards.setVelocityControl`. @example const params: VelocityControlParams = { accountId, transactionLimitsType: 'DAY', amountLimit: '100.00' }; */
export interface VelocityControlParams extends SchemaVelocityControlRequest {}

/**
 * Budget cards: issue, list, reveal (testing endpoint and widget token), label, velocity limit, freeze,
 * unfreeze and close. Freeze, unfreeze and close answer a no-op (`noop: true` in `.withResponse()`) when
 * already done (B-1).
 *
 * @example
 * const card = await client.cards.issue({ accountId, binId, cardholderId, budgetId, referenceId, cardMode: 'VIRTUAL_CARD' });
 * const { noop } = await client.cards.freeze(card.cardId, { accountId }).withResponse();
 */
export interface CardsResource {
  /**
   * `POST /v1/budget-card`; `Idempotency-Key` required, generated unless given.
   *
   * @example
   * const card = await client.cards.issue({ accountId, binId, cardholderId, budgetId, referenceId, cardMode: 'VIRTUAL_CARD' });
   */
  issue(params: IssueCardParams, options?: CallOptions): ApiPromise<Card>;
  /**
   * `GET /v1/card-list`, newest first: await it for one page, `for await` it for every card.
   *
   * @example
   * for await (const card of client.cards.list({ accountId })) console.log(card.cardId);
   */
  list(params: ListCardsParams, options?: CallOptions): PagePromise<Card>;
  /**
   * `GET /v1/cards/{cardId}?accountId=`: full number, expiry and CVV (automated testing only).
   *
   * @example
   * const { cardNumber, cvv } = await client.cards.getSecrets(cardId, { accountId });
   */
  getSecrets(cardId: string, params: AccountParams, options?: CallOptions): ApiPromise<CardSecrets>;
  /**
   * `GET /v1/cards/{cardId}/private-info/access-token`: a 300 s token for the hosted widget (B-13).
   *
   * @example
   * const { widgetUrl } = await client.cards.getWidgetToken(cardId, { accountId });
   */
  getWidgetToken(cardId: string, params: AccountParams, options?: CallOptions): ApiPromise<WidgetToken>;
  /**
   * `PUT /v1/cards/{cardId}`: changes the label.
   *
   * @example
   * const card = await client.cards.updateLabel(cardId, { accountId, label: 'Travel' });
   */
  updateLabel(cardId: string, params: UpdateCardLabelParams, options?: CallOptions): ApiPromise<Card>;
  /**
   * `PUT /v1/cards/{cardId}/velocity-control`: replaces the limit.
   *
   * @example
   * const card = await client.cards.setVelocityControl(cardId, { accountId, transactionLimitsType: 'DAY', amountLimit: '100.00' });
   */
  setVelocityControl(cardId: string, params: VelocityControlParams, options?: CallOptions): ApiPromise<Card>;
  /**
   * `POST /v1/cards/{cardId}/freeze`; 020011 (already frozen) is a success with `noop: true`.
   *
   * @example
   * const { data: card, noop } = await client.cards.freeze(cardId, { accountId }).withResponse();
   */
  freeze(cardId: string, params: AccountParams, options?: CallOptions): ApiPromise<Card>;
  /**
   * `POST /v1/cards/{cardId}/unfreeze`; 020011 (already active) is a success with `noop: true`.
   *
   * @example
   * const card = await client.cards.unfreeze(cardId, { accountId });
   */
  unfreeze(cardId: string, params: AccountParams, options?: CallOptions): ApiPromise<Card>;
  /**
   * `DELETE /v1/cards/{cardId}?accountId=`: closes for good; 020010 (already closed) is a no-op success.
   *
   * @example
   * const card = await client.cards.close(cardId, { accountId });
   */
  close(cardId: string, params: AccountParams, options?: CallOptions): ApiPromise<Card>;
}

/**
 * Creates {@link CardsResource} for a client.
 *
 * @example
 * const cards = createCardsResource(binder);
 */
export function createCardsResource(binder: Binder): CardsResource {
  return {
    issue: binder.bind(OPS.issueBudgetCard),
    list: binder.bindWith(OPS.listCards, (send) => listPages<Card>(send, (card) => card.cardId)),
    getSecrets: binder.bind(OPS.getCardSecrets),
    getWidgetToken: binder.bind(OPS.getCardWidgetToken),
    updateLabel: binder.bind(OPS.updateCardLabel),
    setVelocityControl: binder.bind(OPS.setCardVelocityControl),
    freeze: binder.bind(OPS.freezeCard),
    unfreeze: binder.bind(OPS.unfreezeCard),
    close: binder.bind(OPS.closeCard),
  };
}
