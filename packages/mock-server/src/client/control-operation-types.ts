import type { operations } from '@card-issuance/contracts/mock-control-types';

/** An operationId of the control API. */
export type ControlOperationId = keyof operations;

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type SuccessOf<R> = 200 extends keyof R ? JsonOf<R[200]> : 201 extends keyof R ? JsonOf<R[201]> : never;
type Unwrapped<J> = J extends { data: infer D } ? D : J;
type Parameters<K extends ControlOperationId> = operations[K]['parameters'];
type PathOf<K extends ControlOperationId> = Parameters<K> extends { path: infer P } ? P : never;
type QueryOf<K extends ControlOperationId> = Parameters<K> extends { query?: infer Q } ? Q : never;
type BodyOf<K extends ControlOperationId> =
  NonNullable<operations[K]['requestBody']> extends { content: { 'application/json': infer B } } ? B : never;
type Fields<T> = [T] extends [never] ? unknown : T extends object ? T : unknown;

/** What an operation resolves to: the `data` of its success envelope. */
export type ControlResult<K extends ControlOperationId> = Unwrapped<SuccessOf<operations[K]['responses']>>;

/** One flat object: the operation's path parameters, query parameters and body fields. */
export type ControlParams<K extends ControlOperationId> = Fields<PathOf<K>> &
  Fields<NonNullable<QueryOf<K>>> &
  Fields<BodyOf<K>>;

/** Per-call options. */
export interface ControlCallOptions {
  signal?: AbortSignal;
}

/** A bound operation; `params` may be left out when none of its fields is required. */
export type ControlMethod<K extends ControlOperationId> =
  object extends ControlParams<K>
    ? (params?: ControlParams<K>, options?: ControlCallOptions) => Promise<ControlResult<K>>
    : (params: ControlParams<K>, options?: ControlCallOptions) => Promise<ControlResult<K>>;
