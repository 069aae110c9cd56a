import * as OPS from '@card-issuance/contracts/style-a';
import type { ApiPromise, CallOptions } from '@card-issuance/sdk-core';
import {
  type ById,
  type ByIdWithBody,
  byId,
  byIdWithBody,
  type WithBody,
  type WithQuery,
  withBody,
  withQuery,
} from '../core/bind';
import type { ClientContext } from '../core/client-context';
import { type ListAll, listing } from '../core/listing';
import type { PaymentDetails } from '../reveal/decrypt-payment-details';
import { revealPaymentDetails } from './reveal-payment-details';

/**
 * Cards: issue, list, read, update (label, monthly spend cap), activate, freeze, fund and defund, and both
 * reveal methods.
 *
 * @example
 * const card = await client.cards.create({ cardholder_id, program_id, type: 'VIRTUAL' });
 * const { pan, cvv } = await client.cards.revealPaymentDetails(card.id);
 */
export interface CardsResource {
  /** `POST /v1/cards`; an `Idempotency-Key` is generated unless given, so a retry never issues twice. */
  create: WithBody<'createCard'>;
  /** `GET /v1/cards`: one page; never carries a full card number or CVV. */
  list: WithQuery<'listCards'>;
  /** Every card, page after page (`for await`). */
  listAll: ListAll<'listCards'>;
  /** `GET /v1/cards/{id}`. */
  get: ById<'getCard'>;
  /** `PATCH /v1/cards/{id}`: `label`, `spend_limit_cents` (0 removes the cap); not retried. */
  update: ByIdWithBody<'updateCard'>;
  /** `POST /v1/cards/{id}/activate`. */
  activate: ById<'activateCard'>;
  /** `POST /v1/cards/{id}/freeze`. */
  freeze: ById<'freezeCard'>;
  /** `POST /v1/cards/{id}/fund`; an `Idempotency-Key` is generated unless given. */
  fund: ByIdWithBody<'fundCard'>;
  /** `POST /v1/cards/{id}/defund`; an `Idempotency-Key` is generated unless given. */
  defund: ByIdWithBody<'defundCard'>;
  /** `POST /v1/cards/{id}/payment-details` with your own public key: the encrypted envelope (Method 2). */
  createPaymentDetails: ByIdWithBody<'createPaymentDetails'>;
  /**
   * Method 2 reveal in one call: makes an ephemeral RSA-OAEP key pair (private key non-extractable), sends
   * its public key, checks the algorithm and decrypts. Only for organizations with `pciRevealEnabled`; a
   * 403 FORBIDDEN points to Method 1.
   */
  revealPaymentDetails(cardId: string, options?: CallOptions): ApiPromise<PaymentDetails>;
  /** `GET /v1/cards/{id}/secure-details`: the short-lived token of the hosted widget (Method 1). */
  getSecureDetailsToken: ById<'getSecureDetails'>;
}

/**
 * Creates {@link CardsResource} for a client.
 *
 * @example
 * const cards = createCardsResource(ctx);
 */
export function createCardsResource(ctx: ClientContext): CardsResource {
  const list = withQuery<'listCards'>(ctx, OPS.listCards);
  const createPaymentDetails = byIdWithBody<'createPaymentDetails'>(ctx, OPS.createPaymentDetails);
  return {
    create: withBody(ctx, OPS.createCard),
    list,
    listAll: listing(list),
    get: byId(ctx, OPS.getCard),
    update: byIdWithBody(ctx, OPS.updateCard),
    activate: byId(ctx, OPS.activateCard),
    freeze: byId(ctx, OPS.freezeCard),
    fund: byIdWithBody(ctx, OPS.fundCard),
    defund: byIdWithBody(ctx, OPS.defundCard),
    createPaymentDetails,
    revealPaymentDetails: revealPaymentDetails(createPaymentDetails),
    getSecureDetailsToken: byId(ctx, OPS.getSecureDetails),
  };
}
