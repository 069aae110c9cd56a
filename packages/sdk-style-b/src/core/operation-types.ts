import type { components, paths } from '@card-issuance/contracts/style-b-types';

/**
 * The schemas of the Style B spec, by name.
 *
 * @example
 * type Card = Schemas['Card'];
 */
export type Schemas = components['schemas'];

/**
 * The generated operation at `path` and `method`.
 *
 * @example
 * type IssueCard = Operation<'/v1/budget-card', 'post'>;
 */
export type Operation<
  P extends keyof paths,
  M extends 'get' | 'post' | 'put' | 'patch' | 'delete',
> = NonNullable<paths[P][M]>;

/**
 * The `data` of an operation's success envelope.
 *
 * @example
 * type Card = OperationData<Operation<'/v1/budget-card', 'post'>>;
 */
export type OperationData<O> = O extends {
  responses: { 200: { content: { 'application/json': infer E } } };
}
  ? E extends { data: infer D }
    ? D
    : never
  : never;

/**
 * The query parameters of an operation.
 *
 * @example
 * type Query = OperationQuery<Operation<'/v1/card-list', 'get'>>; // { accountId, cardId?, pageNum?, pageSize? }
 */
export type OperationQuery<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
