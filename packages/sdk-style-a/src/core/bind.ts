import type { ApiPromise, CallOptions, OperationDef } from '@card-issuance/sdk-core';
import type { ClientContext } from './client-context';
import { invoke } from './invoke';
import type { BodyOf, DataOf, OperationId, QueryOf } from './operation-types';

/**
 * A method taking a JSON body: `(body, options?)`.
 *
 * @example
 * const card = await client.cards.create({ cardholder_id, program_id, type: 'VIRTUAL' });
 */
export type WithBody<K extends OperationId> = (
  body: BodyOf<K>,
  options?: CallOptions,
) => ApiPromise<DataOf<K>>;

/**
 * A method taking optional query parameters: `(query?, options?)`.
 *
 * @example
 * const page = await client.cards.list({ limit: 50 });
 */
export type WithQuery<K extends OperationId> = (
  query?: QueryOf<K>,
  options?: CallOptions,
) => ApiPromise<DataOf<K>>;

/**
 * A method on one resource: `(id, options?)`.
 *
 * @example
 * const card = await client.cards.get(cardId);
 */
export type ById<K extends OperationId> = (id: string, options?: CallOptions) => ApiPromise<DataOf<K>>;

/**
 * A method on one resource with a JSON body: `(id, body, options?)`.
 *
 * @example
 * const card = await client.cards.update(cardId, { label: 'Travel' });
 */
export type ByIdWithBody<K extends OperationId> = (
  id: string,
  body: BodyOf<K>,
  options?: CallOptions,
) => ApiPromise<DataOf<K>>;

const pathParam = (op: OperationDef) => /\{(\w+)\}/.exec(op.path)?.[1] ?? 'id';

/**
 * Binds an operation that takes a body.
 *
 * @example
 * const create = withBody<'createCard'>(ctx, OPS.createCard);
 */
export function withBody<K extends OperationId>(ctx: ClientContext, op: OperationDef): WithBody<K> {
  return (body, options) => invoke(ctx, op, { body }, options);
}

/**
 * Binds an operation that takes query parameters.
 *
 * @example
 * const list = withQuery<'listCards'>(ctx, OPS.listCards);
 */
export function withQuery<K extends OperationId>(ctx: ClientContext, op: OperationDef): WithQuery<K> {
  return (query, options) => invoke(ctx, op, { query: query ?? {} }, options);
}

/**
 * Binds an operation on one resource named by its path parameter.
 *
 * @example
 * const get = byId<'getCard'>(ctx, OPS.getCard);
 */
export function byId<K extends OperationId>(ctx: ClientContext, op: OperationDef): ById<K> {
  return (id, options) => invoke(ctx, op, { path: { [pathParam(op)]: id } }, options);
}

/**
 * Binds an operation on one resource that takes a body.
 *
 * @example
 * const update = byIdWithBody<'updateCard'>(ctx, OPS.updateCard);
 */
export function byIdWithBody<K extends OperationId>(ctx: ClientContext, op: OperationDef): ByIdWithBody<K> {
  return (id, body, options) => invoke(ctx, op, { path: { [pathParam(op)]: id }, body }, options);
}
