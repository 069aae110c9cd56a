import * as OPS from '@card-issuance/contracts/style-b';
import type { ClientContext } from '../core/client-context';
import { defineOperation, type OperationMethod } from '../core/define-operation';
import type { Operation } from '../core/operation-types';

/**
 * Cardholders of a sub-account (one per user and BIN family).
 *
 * @example
 * const { data: holder } = await client.cardholders.create({ accountId, binId, referenceId, firstName, lastName, email, address, businessModel: 'B2C_GATEWAY' });
 */
export interface CardholdersResource {
  /** `POST /v1/cardholders`; `Idempotency-Key` required, generated unless given. */
  create: OperationMethod<Operation<'/v1/cardholders', 'post'>>;
  /** `GET /v1/cardholders?accountId=`. */
  list: OperationMethod<Operation<'/v1/cardholders', 'get'>>;
  /** `GET /v1/cardholders/{cardholderId}?accountId=`. */
  get: OperationMethod<Operation<'/v1/cardholders/{cardholderId}', 'get'>>;
  /** `PATCH /v1/cardholders/{cardholderId}`; not retried. */
  update: OperationMethod<Operation<'/v1/cardholders/{cardholderId}', 'patch'>>;
}

/**
 * Creates {@link CardholdersResource} for a client.
 *
 * @example
 * const cardholders = createCardholdersResource(ctx);
 */
export function createCardholdersResource(ctx: ClientContext): CardholdersResource {
  return {
    create: defineOperation(ctx, OPS.createCardholder),
    list: defineOperation(ctx, OPS.listCardholders),
    get: defineOperation(ctx, OPS.getCardholder),
    update: defineOperation(ctx, OPS.updateCardholder),
  };
}
