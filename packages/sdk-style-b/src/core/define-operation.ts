import type { CallOptions } from './call-options';
import type { ClientContext } from './client-context';
import { invoke } from './invoke';
import type { OperationSpec } from './operation-spec';
import type { OperationData, OperationInput } from './operation-types';
import type { StyleBResult } from './style-b-result';

/**
 * A typed method of a resource: the operation's input in, its unwrapped result out.
 *
 * @example
 * const freeze: OperationMethod<Operation<'/v1/cards/{cardId}/freeze', 'post'>> = client.cards.freeze;
 */
export type OperationMethod<O, I = OperationInput<O>> = (
  input: I,
  options?: CallOptions,
) => Promise<StyleBResult<OperationData<O>>>;

/**
 * Binds an {@link OperationSpec} to a client as a typed method.
 *
 * @example
 * const freeze = defineOperation<Operation<'/v1/cards/{cardId}/freeze', 'post'>>(ctx, { method: 'POST', path: '/v1/cards/{cardId}/freeze', repeatable: true });
 */
export function defineOperation<O, I = OperationInput<O>>(
  ctx: ClientContext,
  spec: OperationSpec,
): OperationMethod<O, I> {
  return (input, options) => invoke<OperationData<O>>(ctx, spec, input as object, options);
}
