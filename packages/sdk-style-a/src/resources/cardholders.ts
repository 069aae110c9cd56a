import * as OPS from '@card-issuance/contracts/style-a';
import type { SchemaCardholder, SchemaCardholderCreateRequest } from '@card-issuance/contracts/style-a-types';
import type { CallOptions } from '@card-issuance/sdk-core';
import type { ApiPromise } from '../core/api-promise';
import { bind } from '../core/bind';
import type { ClientContext } from '../core/client-context';

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
  /** `POST /v1/cardholders`; an `Idempotency-Key` is generated unless given. */
  create(params: CreateCardholderParams, options?: CallOptions): ApiPromise<Cardholder>;
  /** `GET /v1/cardholders/{id}`. */
  get(cardholderId: string, params?: undefined, options?: CallOptions): ApiPromise<Cardholder>;
}

/**
 * Creates {@link CardholdersResource} for a client.
 *
 * @example
 * const cardholders = createCardholdersResource(ctx);
 */
export function createCardholdersResource(ctx: ClientContext): CardholdersResource {
  return { create: bind(ctx, OPS.createCardholder), get: bind(ctx, OPS.getCardholder) };
}
