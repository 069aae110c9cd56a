import * as OPS from '@card-issuance/contracts/style-a';
import type { SchemaKycConfig } from '@card-issuance/contracts/style-a-types';
import type { CallOptions } from '@card-issuance/sdk-core';
import type { ApiPromise } from '../core/api-promise';
import { bind } from '../core/bind';
import type { ClientContext } from '../core/client-context';

/** Where to register the verification provider's webhooks. @example const config: KycConfig = await client.kyc.getConfig(); */
export interface KycConfig extends SchemaKycConfig {}

/**
 * The tenant's KYC setup.
 *
 * @example
 * const config = await client.kyc.getConfig();
 */
export interface KycResource {
  /** `GET /v1/kyc/config`: the URL and routing mode to register with the verification provider. */
  getConfig(params?: undefined, options?: CallOptions): ApiPromise<KycConfig>;
}

/**
 * Creates {@link KycResource} for a client.
 *
 * @example
 * const kyc = createKycResource(ctx);
 */
export function createKycResource(ctx: ClientContext): KycResource {
  return { getConfig: bind(ctx, OPS.getKycConfig) };
}
