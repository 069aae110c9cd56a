import { toApiError } from '../errors/to-api-error';
import { type ApiPromise, apiPromise, type WithResponse } from './api-promise';
import { bindOperation } from './bind-operation';
import type { CallOptions } from './call-options';
import type { Runner } from './create-core-client';
import type { OperationDef, OperationParts } from './operation-def';
import type { StylePolicy } from './style-policy';

/**
 * Sends one operation whose parts are already built and answers the style's {@link ApiPromise}; `W` is
 * what `.withResponse()` gives in the style.
 *
 * @example
 * const page = await send<CardPage>({ query: { cursor } }, options);
 */
export type OperationSender = <T, W extends WithResponse<T> = WithResponse<T>>(
  parts: OperationParts,
  options?: CallOptions,
) => ApiPromise<T, W>;

/**
 * Binds the operations of a generated table to SDK methods, one way for both styles.
 *
 * @example
 * const binder = createBinder(core.run, STYLE_B_POLICY);
 * const cards = { freeze: binder.bind<CardsResource['freeze']>(OPS.freezeCard) };
 */
export interface Binder {
  /** A method with the calling convention of both SDKs (`bindOperation`); `M` is its declared signature. */
  bind<M>(op: OperationDef): M;
  /** A method built by `build` on the operation's sender (a list that walks its pages). */
  bindWith<F extends (...args: never[]) => unknown>(op: OperationDef, build: (send: OperationSender) => F): F;
  /** Sends an operation once, outside any method (the token steps). */
  send<T, W extends WithResponse<T> = WithResponse<T>>(
    op: OperationDef,
    parts: OperationParts,
    options?: CallOptions,
  ): ApiPromise<T, W>;
}

// The operation each bound method sends: read by the tests that match methods to the spec's operations.
const BOUND = new WeakMap<object, OperationDef>();

/**
 * The operation of the table a method was bound to by a {@link Binder}; undefined for anything else.
 *
 * @example
 * boundOperation(client.cards.freeze); // { method: 'POST', path: '/v1/cards/{cardId}/freeze', ... }
 */
export const boundOperation = (method: unknown): OperationDef | undefined =>
  typeof method === 'function' ? BOUND.get(method) : undefined;

/**
 * Creates the {@link Binder} of a client: each call runs through the client's one request path (`run`:
 * token, keys, retries); an answer the style's policy calls a failure throws the style's error of its
 * status family, a success is unwrapped by the policy.
 *
 * @example
 * const binder = createBinder(core.run, STYLE_A_POLICY);
 * const get = binder.bind<CardsResource['get']>(OPS.getCard); // get(cardId)
 */
export function createBinder(
  run: Runner,
  policy: Pick<StylePolicy, 'prepare' | 'failure' | 'unwrap' | 'errors'>,
): Binder {
  const send: Binder['send'] = (op, parts, options) => {
    const sent = policy.prepare?.(op, parts) ?? parts;
    return apiPromise(
      run(op, sent, options).then((answer) => {
        const failure = policy.failure(op, answer);
        if (failure) throw toApiError(op, answer, failure, policy.errors);
        const { response, idempotencyKey } = answer;
        return { ...policy.unwrap(op, answer, sent), response, idempotencyKey } as never;
      }),
    );
  };
  const bindWith: Binder['bindWith'] = (op, build) => {
    const method = build((parts, options) => send(op, parts, options));
    BOUND.set(method, op);
    return method;
  };
  return {
    bind: (op) => bindWith(op, () => bindOperation(op, send)) as never,
    bindWith,
    send,
  };
}
