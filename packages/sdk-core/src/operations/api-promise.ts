/**
 * What `.withResponse()` resolves to: what the call resolves to, plus the raw `Response` (its body already
 * read) and the `request-id` header.
 *
 * @example
 * const { data, response, requestId } = await client.cards.get(cardId).withResponse();
 */
export interface WithResponse<T> {
  data: T;
  response: Response;
  requestId: string | null;
}

/**
 * The promise every method answers: await it for the result, or call `.withResponse()` for the result
 * with the raw `Response` and the request id.
 *
 * @example
 * const card = await client.cards.get(cardId);
 * const { response } = await client.cards.get(cardId).withResponse();
 */
export interface ApiPromise<T> extends Promise<T> {
  withResponse(): Promise<WithResponse<T>>;
}

/**
 * Makes an {@link ApiPromise} from a call that answers `{ data, response }`.
 *
 * @example
 * return apiPromise(run(op, parts, options).then((answer) => ({ data: unwrap(answer), response: answer.response })));
 */
export function apiPromise<T>(call: Promise<{ data: T; response: Response }>): ApiPromise<T> {
  const withResponse = call.then(({ data, response }) => ({
    data,
    response,
    requestId: response.headers.get('request-id'),
  }));
  const result = call.then(({ data }) => data) as ApiPromise<T>;
  // Awaiting only one of the two must not leave the other's rejection unhandled.
  withResponse.catch(() => {});
  result.catch(() => {});
  result.withResponse = () => withResponse;
  return result;
}
