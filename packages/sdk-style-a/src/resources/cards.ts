import * as OPS from '@card-issuance/contracts/style-a';
import type {
  SchemaAmountRequest,
  SchemaCard,
  SchemaCardBalance,
  SchemaCardCreateRequest,
  SchemaCardUpdateRequest,
  SchemaPaymentDetailsRequest,
  SchemaSecureDetails,
} from '@card-issuance/contracts/style-a-types';
import type { Binder, CallOptions } from '@card-issuance/sdk-core';
import type { ApiPromise } from '../core/api-promise';
import { listPages } from '../internal/list-pages';
import { revealPaymentDetails } from '../internal/reveal-payment-details';
import type { PagePromise } from '../pagination/page';
import type { PaymentDetails, PaymentDetailsEnvelope } from '../reveal/decrypt-payment-details';
import type { ListParams } from './organizations';

/** A card (never its full number or CVV). @example const card: Card = await client.cards.get(cardId); */
export interface Card extends SchemaCard {}
/** A card's balance after funding. @example const balance: CardBalance = await client.cards.fund(cardId, { amount_cents: 500 }); */
export interface CardBalance extends SchemaCardBalance {}
/** The hosted widget's token (Method 1). @example const details: SecureDetails = await client.cards.getSecureDetailsToken(cardId); */
export interface SecureDetails extends SchemaSecureDetails {}
/** Body of `cards.create`. @example const params: CreateCardParams = { cardholder_id, program_id, type: 'VIRTUAL' }; */
export interface CreateCardParams extends SchemaCardCreateRequest {}
/** Body of `cards.update`. @example const params: UpdateCardParams = { label: 'Travel' }; */
export interface UpdateCardParams extends SchemaCardUpdateRequest {}
/** Body of `cards.fund` and `cards.defund`. @example const params: AmountParams = { amount_cents: 500 }; */
export interface AmountParams extends SchemaAmountRequest {}
/** Body of `cards.createPaymentDetails`. @example const params: CreatePaymentDetailsParams = { encryption: { public_key_pem } }; */
export interface CreatePaymentDetailsParams extends SchemaPaymentDetailsRequest {}

/**
 * Cards: issue, list, read, update (label, monthly spend cap), activate, freeze, fund and defund, and both
 * reveal methods.
 *
 * @example
 * const card = await client.cards.create({ cardholder_id, program_id, type: 'VIRTUAL' });
 * const { pan, cvv } = await client.cards.revealPaymentDetails(card.id);
 */
export interface CardsResource {
  /**
   * `POST /v1/cards`; an `Idempotency-Key` is generated unless given, so a retry never issues twice.
   *
   * @example
   * const card = await client.cards.create({ cardholder_id, program_id, type: 'VIRTUAL' });
   */
  create(params: CreateCardParams, options?: CallOptions): ApiPromise<Card>;
  /**
   * `GET /v1/cards`: await it for one page, `for await` it for every card; never a full number or CVV.
   *
   * @example
   * for await (const card of client.cards.list({ limit: 100 })) console.log(card.id, card.status);
   */
  list(params?: ListParams, options?: CallOptions): PagePromise<Card>;
  /**
   * `GET /v1/cards/{id}`.
   *
   * @example
   * const card = await client.cards.get(cardId);
   */
  get(cardId: string, params?: undefined, options?: CallOptions): ApiPromise<Card>;
  /**
   * `PATCH /v1/cards/{id}`: `label`, `spend_limit_cents` (0 removes the cap); not retried.
   *
   * @example
   * const card = await client.cards.update(cardId, { label: 'Travel', spend_limit_cents: 50_000 });
   */
  update(cardId: string, params: UpdateCardParams, options?: CallOptions): ApiPromise<Card>;
  /**
   * `POST /v1/cards/{id}/activate`.
   *
   * @example
   * const card = await client.cards.activate(cardId);
   */
  activate(cardId: string, params?: undefined, options?: CallOptions): ApiPromise<Card>;
  /**
   * `POST /v1/cards/{id}/freeze`.
   *
   * @example
   * const card = await client.cards.freeze(cardId);
   */
  freeze(cardId: string, params?: undefined, options?: CallOptions): ApiPromise<Card>;
  /**
   * `POST /v1/cards/{id}/fund`; an `Idempotency-Key` is generated unless given.
   *
   * @example
   * const balance = await client.cards.fund(cardId, { amount_cents: 500 });
   */
  fund(cardId: string, params: AmountParams, options?: CallOptions): ApiPromise<CardBalance>;
  /**
   * `POST /v1/cards/{id}/defund`; an `Idempotency-Key` is generated unless given.
   *
   * @example
   * const balance = await client.cards.defund(cardId, { amount_cents: 500 });
   */
  defund(cardId: string, params: AmountParams, options?: CallOptions): ApiPromise<CardBalance>;
  /**
   * `POST /v1/cards/{id}/payment-details` with your own public key: the encrypted envelope (Method 2).
   *
   * @example
   * const envelope = await client.cards.createPaymentDetails(cardId, { encryption: { public_key_pem } });
   * const { pan } = await decryptPaymentDetails(envelope, privateKey);
   */
  createPaymentDetails(
    cardId: string,
    params: CreatePaymentDetailsParams,
    options?: CallOptions,
  ): ApiPromise<PaymentDetailsEnvelope>;
  /**
   * Method 2 reveal in one call: makes an ephemeral RSA-OAEP key pair (private key non-extractable), sends
   * its public key, checks the algorithm and decrypts. Only for organizations with `pciRevealEnabled`; a
   * 403 FORBIDDEN points to Method 1.
   *
   * @example
   * const { pan, cvv, expiry_month, expiry_year } = await client.cards.revealPaymentDetails(cardId);
   */
  revealPaymentDetails(cardId: string, params?: undefined, options?: CallOptions): ApiPromise<PaymentDetails>;
  /**
   * `GET /v1/cards/{id}/secure-details`: the short-lived token of the hosted widget (Method 1).
   *
   * @example
   * const details = await client.cards.getSecureDetailsToken(cardId);
   * await mountCardWidget(document.querySelector('#card')!, details);
   */
  getSecureDetailsToken(cardId: string, params?: undefined, options?: CallOptions): ApiPromise<SecureDetails>;
}

/**
 * Creates {@link CardsResource} for a client.
 *
 * @example
 * const cards = createCardsResource(binder);
 */
export function createCardsResource(binder: Binder): CardsResource {
  const createPaymentDetails = binder.bind<CardsResource['createPaymentDetails']>(OPS.createPaymentDetails);
  return {
    create: binder.bind(OPS.createCard),
    list: binder.bindWith(OPS.listCards, listPages<Card>),
    get: binder.bind(OPS.getCard),
    update: binder.bind(OPS.updateCard),
    activate: binder.bind(OPS.activateCard),
    freeze: binder.bind(OPS.freezeCard),
    fund: binder.bind(OPS.fundCard),
    defund: binder.bind(OPS.defundCard),
    createPaymentDetails,
    revealPaymentDetails: revealPaymentDetails(createPaymentDetails),
    getSecureDetailsToken: binder.bind(OPS.getSecureDetails),
  };
}
