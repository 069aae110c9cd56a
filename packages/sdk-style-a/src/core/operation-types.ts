import type { operations } from '@card-issuance/contracts/style-a-types';

/**
 * An operationId of the Style A spec.
 *
 * @example
 * const id: OperationId = 'getCard';
 */
export type OperationId = keyof operations;

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Success<O> = O extends { responses: infer R }
  ? Json<R extends { 200: infer S } ? S : R extends { 201: infer S } ? S : never>
  : never;

/**
 * The JSON body an operation takes.
 *
 * @example
 * type NewCard = BodyOf<'createCard'>; // { cardholder_id, program_id, type?, ... }
 */
export type BodyOf<K extends OperationId> = operations[K] extends { requestBody?: infer R }
  ? Json<NonNullable<R>>
  : never;

/**
 * The query parameters an operation takes.
 *
 * @example
 * type CardQuery = QueryOf<'listCards'>; // { limit?, cursor?, ... }
 */
export type QueryOf<K extends OperationId> = NonNullable<operations[K]['parameters']['query']>;

/**
 * What a successful call resolves to: the `data` of the envelope (the token and JWKS answers have none and
 * resolve to the whole body).
 *
 * @example
 * type Card = DataOf<'getCard'>;
 */
export type DataOf<K extends OperationId> =
  Success<operations[K]> extends { data: infer D } ? D : Success<operations[K]>;
