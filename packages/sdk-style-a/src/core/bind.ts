import { bindOperation, type CallOptions, type OperationDef } from '@card-issuance/sdk-core';
import type { ApiPromise } from './api-promise';
import type { ClientContext } from './client-context';
import { invoke } from './invoke';
import type { BodyOf, DataOf, OperationId } from './operation-types';

/**
 * Binds an operation of the generated table to a client with the calling convention of both SDKs
 * (sdk-core's `bindOperation`): `(id, params?, options?)` on one resource, `(params?, options?)`
 * otherwise; `M` is the method's declared signature.
 *
 * @example
 * const get = bind<CardsResource['get']>(ctx, OPS.getCard); // get(cardId)
 */
export function bind<M>(ctx: ClientContext, op: OperationDef): M {
  return bindOperation(op, (o, parts, options) => invoke(ctx, o, parts, options)) as M;
}

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

/**
 * Binds an operation that takes a body and no path id.
 *
 * @example
 * const createSubscription = withBody<'createWebhookSubscription'>(ctx, OPS.createWebhookSubscription);
 */
export function withBody<K extends OperationId>(ctx: ClientContext, op: OperationDef): WithBody<K> {
  return bind<WithBody<K>>(ctx, op);
}
