import * as OPS from '@card-issuance/contracts/style-a';
import type { ApiPromise, CallOptions } from '@card-issuance/sdk-core';
import type { ClientContext } from '../core/client-context';
import { invoke } from '../core/invoke';
import type { DataOf } from '../core/operation-types';

/**
 * The verification provider's webhook configuration of the organization.
 *
 * @example
 * const config = await client.kyc.getConfig();
 */
export interface KycResource {
  /** `GET /v1/kyc/config`: the URL and routing mode to register with the verification provider. */
  getConfig(options?: CallOptions): ApiPromise<DataOf<'getKycConfig'>>;
}

/**
 * Creates {@link KycResource} for a client.
 *
 * @example
 * const kyc = createKycResource(ctx);
 */
export function createKycResource(ctx: ClientContext): KycResource {
  return { getConfig: (options) => invoke(ctx, OPS.getKycConfig, {}, options) };
}
