import * as OPS from '@card-issuance/contracts/style-b';
import type {
  SchemaCardholder,
  SchemaCardholderCreateRequest,
  SchemaCardholderList,
  SchemaCardholderUpdateRequest,
} from '@card-issuance/contracts/style-b-types';
import type { Binder, CallOptions } from '@card-issuance/sdk-core';
import type { ApiPromise } from '../core/api-promise';
import type { AccountParams } from './bins';

/** A cardholder. @example const holder: Cardholder = await client.cardholders.get(cardholderId, { accountId }); */
export interface Cardholder extends SchemaCardholder {}
/** `{ list }` of an account's cardholders. @example const { list }: CardholderList = await client.cardholders.list({ accountId }); */
export interface CardholderList extends SchemaCardholderList {}
/** Body of `cardholders.create`. @example const params: CreateCardholderParams = { accountId, binId, referenceId, firstName, lastName, email, phoneCountryCode, phoneNumber, address, businessModel: 'B2C_GATEWAY' }; */
export interface CreateCardholderParams extends SchemaCardholderCreateRequest {}
/** Body of `cardholders.update`. @example const params: UpdateCardholderParams = { accountId, email: 'new@example.com' }; */
export interface UpdateCardholderParams extends SchemaCardholderUpdateRequest {}

/**
 * Cardholders of a sub-account (one per user and BIN family).
 *
 * @example
 * const holder = await client.cardholders.create({ accountId, binId, referenceId, firstName, lastName, email, phoneCountryCode, phoneNumber, address, businessModel: 'B2C_GATEWAY' });
 */
export interface CardholdersResource {
  /**
   * `POST /v1/cardholders`; `Idempotency-Key` required, generated unless given.
   *
   * @example
   * const holder = await client.cardholders.create({ accountId, binId, referenceId, firstName, lastName, email, phoneCountryCode, phoneNumber, address, businessModel: 'B2C_GATEWAY' });
   */
  create(params: CreateCardholderParams, options?: CallOptions): ApiPromise<Cardholder>;
  /**
   * `GET /v1/cardholders?accountId=`.
   *
   * @example
   * const { list: holders } = await client.cardholders.list({ accountId });
   */
  list(params: AccountParams, options?: CallOptions): ApiPromise<CardholderList>;
  /**
   * `GET /v1/cardholders/{cardholderId}?accountId=`.
   *
   * @example
   * const holder = await client.cardholders.get(cardholderId, { accountId });
   */
  get(cardholderId: string, params: AccountParams, options?: CallOptions): ApiPromise<Cardholder>;
  /**
   * `PATCH /v1/cardholders/{cardholderId}`; not retried.
   *
   * @example
   * const holder = await client.cardholders.update(cardholderId, { accountId, email: 'new@example.com' });
   */
  update(cardholderId: string, params: UpdateCardholderParams, options?: CallOptions): ApiPromise<Cardholder>;
}

/**
 * Creates {@link CardholdersResource} for a client.
 *
 * @example
 * const cardholders = createCardholdersResource(binder);
 */
export function createCardholdersResource(binder: Binder): CardholdersResource {
  return {
    create: binder.bind(OPS.createCardholder),
    list: binder.bind(OPS.listCardholders),
    get: binder.bind(OPS.getCardholder),
    update: binder.bind(OPS.updateCardholder),
  };
}
