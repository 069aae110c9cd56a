import { readableResponse } from './read-body';

/**
 * What `.withResponse()` resolves to in both SDKs: what the call resolves to, the raw `Response`, its
 * `request-id` header, the `Idempotency-Key` the call was sent with (null for an operation that takes
 * none) and whether the service replayed an earlier answer to that key (`idempotent-replayed: true`).
 *
 * @example
 * const { data, response, requestId, idempotencyKey, replayed } = await client.cards.get(cardId).withResponse();
 */
export interface WithResponse<T> {
  data: T;
  response: Response;
  requestId: string | null;
  idempotencyKey: string | null;
  replayed: boolean;
}

/**
 * The promise every method answers: await it for the resource, `.withResponse()` for the resource with
 * the raw `Response` and the call's ids, `.asResponse()` for the raw `Response` alone (its body unread;
 * an error answer still throws). `W` is what `.withResponse()` gives (Style B adds its envelope fields).
 *
 * @example
 * const card = await client.cards.get(cardId);
 * const { requestId } = await client.cards.get(cardId).withResponse();
 * const response = await client.cards.get(cardId).asResponse();
 */
export interface ApiPromise<T, W extends WithResponse<T> = WithResponse<T>> extends Promise<T> {
  withResponse(): Promise<W>;
  asResponse(): Promise<Response>;
}

/**
 * The parts a call answers: the data and the response, and optionally the key it was sent with and
 * anything a style adds to `.withResponse()`.
 *
 * @example
 * const answered: Answered<Card> = { data: card, response, idempotencyKey: null };
 */
export type Answered<T, W extends WithResponse<T> = WithResponse<T>> = Omit<
  W,
  'requestId' | 'replayed' | 'idempotencyKey'
> & { idempotencyKey?: string | null };

/**
 * Makes an {@link ApiPromise} from a call that answers `{ data, response, idempotencyKey? }` (plus the
 * style's own fields of `W`); `requestId` and `replayed` are read from the response's headers.
 *
 * @example
 * return apiPromise(run(op, parts, options).then((answer) => ({ data: unwrap(answer), response: answer.response })));
 */
export function apiPromise<T, W extends WithResponse<T> = WithResponse<T>>(
  call: Promise<Answered<T, W>>,
): ApiPromise<T, W> {
  // Awaiting the result alone is the common case: the `.withResponse()` view (a readable copy of the
  // response, the header reads) is built only when asked for.
  const result = call.then(({ data }) => data) as ApiPromise<T, W>;
  // Calling only `.withResponse()` must not leave the result's rejection unhandled.
  result.catch(() => {});
  let withResponse: Promise<W> | undefined;
  result.withResponse = () =>
    (withResponse ??= call.then((answered) => {
      const response = readableResponse(answered.response);
      return {
        ...answered,
        response,
        requestId: response.headers.get('request-id'),
        idempotencyKey: answered.idempotencyKey ?? null,
        replayed: response.headers.get('idempotent-replayed') === 'true',
      } as W;
    }));
  result.asResponse = () => result.withResponse().then(({ response }) => response);
  return result;
}

/**
 * An {@link ApiPromise} whose data is `map` of another's (the page built from a list's answer), keeping
 * its response, ids and style fields.
 *
 * @example
 * const pages = mapApiPromise(list(params), (raw) => toPage(raw));
 */
export function mapApiPromise<T, U, W extends WithResponse<T>>(
  promise: ApiPromise<T, W>,
  map: (data: T) => U,
): ApiPromise<U, Omit<W, 'data'> & { data: U }> {
  return apiPromise<U, Omit<W, 'data'> & { data: U }>(
    promise.withResponse().then((answered) => ({ ...answered, data: map(answered.data) })),
  );
}
