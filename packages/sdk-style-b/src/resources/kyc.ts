import * as OPS from '@card-issuance/contracts/style-b';
import type { SchemaKycDetail, SchemaKycSubmissionRequest } from '@card-issuance/contracts/style-b-types';
import type { Binder, CallOptions } from '@card-issuance/sdk-core';
import type { ApiPromise } from '../core/api-promise';

/** An account's KYC case. @example const { kyc }: KycDetail = await client.kyc.get(accountId); */
export interface KycDetail extends SchemaKycDetail {}
/** Body of `kyc.submit`. @example const params: SubmitKycParams = { sourceType: 'veritas', veritasShareToken: token }; */
export interface SubmitKycParams extends SchemaKycSubmissionRequest {}

/**
 * KYC of a sub-account: submit the provider's share token, read the case (the decision also arrives as
 * KYC.UPDATED).
 *
 * @example
 * await client.kyc.submit(accountId, { sourceType: 'veritas', veritasShareToken: token });
 */
export interface KycResource {
  /**
   * `POST /v1/accounts/{accountId}/kyc`; never retried (a repeat while pending is 40901, B-25).
   *
   * @example
   * const detail = await client.kyc.submit(accountId, { sourceType: 'veritas', veritasShareToken: token });
   */
  submit(accountId: string, params: SubmitKycParams, options?: CallOptions): ApiPromise<KycDetail>;
  /**
   * `GET /v1/accounts/cdd/detail/{accountId}`: `kyc.status` and `kyc.caseId`.
   *
   * @example
   * const { kyc } = await client.kyc.get(accountId);
   */
  get(accountId: string, params?: Record<string, never>, options?: CallOptions): ApiPromise<KycDetail>;
}

/**
 * Creates {@link KycResource} for a client.
 *
 * @example
 * const kyc = createKycResource(binder);
 */
export function createKycResource(binder: Binder): KycResource {
  return {
    submit: binder.bind(OPS.submitKyc),
    get: binder.bind(OPS.getKycDetail),
  };
}
