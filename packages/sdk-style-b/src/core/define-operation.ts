import type { ApiPromise, CallOptions, OperationDef } from '@card-issuance/sdk-core';
import type { ClientContext } from './client-context';
import { invoke } from './invoke';
import type { OperationData, OperationInput } from './operation-types';
import type { StyleBResult } from './style-b-result';

/**
 * A typed method of a resource: the operation's input in, its unwrapped result out (an {@link ApiPromise}:
 * `.withResponse()` adds the raw `Response`).
 *
 * @example
 * const freeze: OperationMethod<Operation<'/v1/cards/{cardId}/freeze', 'post'>> = client.cards.freeze;
 */
export type OperationMethod<O, I = OperationInput<O>> = (
  input: I,
  options?: CallOptions,
) => ApiPromise<StyleBResult<OperationData<O>>>;

/**
 * Binds an operation of the generated table to a client as a typed method.
 *
 * @example
 * const freeze = defineOperation<Operation<'/v1/cards/{cardId}/freeze', 'post'>>(ctx, STYLE_B_OPERATIONS.freezeCard);
 */
export function defineOperation<O, I = OperationInput<O>>(
  ctx: ClientContext,
  op: OperationDef,
): OperationMethod<O, I> {
  return (input, options) => invoke<OperationData<O>>(ctx, op, input as object, options);
}
