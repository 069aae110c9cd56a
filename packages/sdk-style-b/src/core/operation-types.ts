import type { paths } from '@card-issuance/contracts/style-b-types';

type Or<X> = [X] extends [never] ? unknown : X;
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
// `Record<string, never>` (the init body `{}`) adds nothing a caller could pass.
type NoEmptyRecord<B> = string extends keyof B ? ([B[string]] extends [never] ? never : B) : B;
type Part<O, K extends 'path' | 'query'> = O extends { parameters: infer P }
  ? K extends keyof P
    ? Or<NonNullable<P[K]>>
    : unknown
  : unknown;
type BodyOf<O> = O extends { requestBody?: infer R } ? Or<NoEmptyRecord<Json<NonNullable<R>>>> : unknown;

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
 * The one object a method takes: path parameters, query parameters and body fields side by side
 * (no Style B operation shares a name between them).
 *
 * @example
 * type FreezeInput = OperationInput<Operation<'/v1/cards/{cardId}/freeze', 'post'>>; // { cardId, accountId }
 */
export type OperationInput<O> = Part<O, 'path'> & Part<O, 'query'> & BodyOf<O>;

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
