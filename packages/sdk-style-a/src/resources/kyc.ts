import * as OPS from '@card-issuance/contracts/style-a';
import type { SchemaKycConfig } from '@card-issuance/contracts/style-a-types';
import type { Binder, CallOptions } from '@card-issuance/sdk-core';
import type { ApiPromise } from '../core/api-promise';

/** Where to register the verification provider's webhooks. @example const config: KycConfig = await client.kyc.getConfig(); */
export interface KycConfig extends SchemaKycConfig {}

/**
 * The tenant's KYC setup.
 *
 * @example
 * const config = await client.kyc.getConfig();
 */
export interface KycResource {
  /**
   * `GET /v1/kyc/config`: the URL and routing mode to register with the verification provider.
   *
   * @example
   * const config = await client.kyc.getConfig();
   */
  getConfig(params?: undefined, options?: CallOptions): ApiPromise<KycConfig>;
}

/**
 * Creates {@link KycResource} for a client.
 *
 * @example
 * const kyc = createKycResource(binder);
 */
export function createKycResource(binder: Binder): KycResource {
  return { getConfig: binder.bind(OPS.getKycConfig) };
}
