import * as OPS from '@card-issuance/contracts/style-b';
import type { ClientContext } from '../core/client-context';
import { defineOperation, type OperationMethod } from '../core/define-operation';
import type { Operation } from '../core/operation-types';

/**
 * KYC of a sub-account: submit the provider's share token, read the case (the decision also arrives as
 * KYC.UPDATED).
 *
 * @example
 * await client.kyc.submit({ accountId, sourceType: 'veritas', veritasShareToken: token });
 */
export interface KycResource {
  /** `POST /v1/accounts/{accountId}/kyc`; never retried (a repeat while pending is 40901, B-25). */
  submit: OperationMethod<Operation<'/v1/accounts/{accountId}/kyc', 'post'>>;
  /** `GET /v1/accounts/cdd/detail/{accountId}`: `kyc.status` and `kyc.caseId`. */
  get: OperationMethod<Operation<'/v1/accounts/cdd/detail/{accountId}', 'get'>>;
}

/**
 * Creates {@link KycResource} for a client.
 *
 * @example
 * const kyc = createKycResource(ctx);
 */
export function createKycResource(ctx: ClientContext): KycResource {
  return {
    submit: defineOperation(ctx, OPS.submitKyc),
    get: defineOperation(ctx, OPS.getKycDetail),
  };
}
