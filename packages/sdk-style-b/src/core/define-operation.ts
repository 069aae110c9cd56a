import { bindOperation, type OperationDef } from '@card-issuance/sdk-core';
import type { ClientContext } from './client-context';
import { invoke } from './invoke';

/**
 * Binds an operation of the generated table to a client with the calling convention of both SDKs
 * (sdk-core's `bindOperation`): `(id, params?, options?)` on one resource, `(params?, options?)`
 * otherwise; `M` is the method's declared signature.
 *
 * @example
 * const freeze = defineOperation<CardsResource['freeze']>(ctx, STYLE_B_OPERATIONS.freezeCard);
 */
export function defineOperation<M>(ctx: ClientContext, op: OperationDef): M {
  return bindOperation(op, (o, parts, options) => invoke(ctx, o, parts, options)) as M;
}
