import type { CallOptions } from '@card-issuance/sdk-core';
import type { ApiPromise } from './api-promise';
import type { BodyOf, DataOf, OperationId } from './operation-types';

/**
 * A method taking a JSON body: `(body, options?)`.
 *
 * @example
 * const subscription = await client.webhooks.createSubscription({ url, events });
 */
export type WithBody<K extends OperationId> = (
  body: BodyOf<K>,
  options?: CallOptions,
) => ApiPromise<DataOf<K>>;
