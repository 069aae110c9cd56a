import * as OPS from '@card-issuance/contracts/style-a';
import type { SchemaCardholder, SchemaCardholderCreateRequest } from '@card-issuance/contracts/style-a-types';
import type { Binder, CallOptions } from '@card-issuance/sdk-core';
import type { ApiPromise } from '../core/api-promise';

/** A cardholder. @example const holder: Cardholder = await client.cardholders.get(cardholderId); */
export interface Cardholder extends SchemaCardholder {}
/** Body of `cardholders.create`. @example const params: CreateCardholderParams = { applicant_id, program_id }; */
export interface CreateCardholderParams extends SchemaCardholderCreateRequest {}

/**
 * Cardholders: an approved applicant enrolled in a program.
 *
 * @example
 * const holder = await client.cardholders.create({ applicant_id, program_id });
 */
export interface CardholdersResource {
  /**
   * `POST /v1/cardholders`; an `Idempotency-Key` is generated unless given.
   *
   * @example
   * const holder = await client.cardholders.create({ applicant_id, program_id });
   */
  create(params: CreateCardholderParams, options?: CallOptions): ApiPromise<Cardholder>;
  /**
   * `GET /v1/cardholders/{id}`.
   *
   * @example
   * const holder = await client.cardholders.get(cardholderId);
   */
  get(cardholderId: string, params?: undefined, options?: CallOptions): ApiPromise<Cardholder>;
}

/**
 * Creates {@link CardholdersResource} for a client.
 *
 * @example
 * const cardholders = createCardholdersResource(binder);
 */
export function createCardholdersResource(binder: Binder): CardholdersResource {
  return { create: binder.bind(OPS.createCardholder), get: binder.bind(OPS.getCardholder) };
}
