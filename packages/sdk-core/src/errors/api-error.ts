/**
 * What an {@link ApiError} is built from.
 *
 * @example
 * const init: ApiErrorInit<string> = {
 *   code: 'NOT_FOUND', status: 404, message: 'card not found', requestId, method: 'GET', path: '/v1/cards/{id}',
 *   headers: response.headers, body: { error: { code: 'NOT_FOUND', message: 'card not found' } },
 * };
 */
export interface ApiErrorInit<C extends string> {
  code: C;
  status: number;
  message: string;
  requestId: string | null;
  method: string;
  path: string;
  /** The answer's headers (never the request's). */
  headers: Headers;
  /** The answer's body: its parsed JSON, its text (truncated) when it is not JSON, undefined when empty. */
  body: unknown;
}

/**
 * A class of a style's API errors, built from what every API error is built from.
 *
 * @example
 * const NotFound: ApiErrorClass<StyleXApiError> = STYLE_X_ERRORS.NotFoundError;
 */
export type ApiErrorClass<E> = new (init: ApiErrorInit<string>) => E;

/**
 * Base of each style's API error: the service (or something in front of it, such as a proxy) answered,
 * and the answer is an error or unusable. The message reads `<code>: <message> (<method> <path>, HTTP
 * <status>)`. Carries the answer's headers and body, never a header, token or body of the request.
 *
 * @example
 * class StyleXApiError extends ApiError<StyleXErrorCode> {
 *   override readonly name: string = 'StyleXApiError';
 * }
 */
export class ApiError<C extends string> extends Error {
  /** The catalogue code; unknown codes pass through as strings. Branch on it, never on the message. */
  declare readonly code: C;
  /** The HTTP status. */
  declare readonly status: number;
  /** The `request-id` response header, or null when the answer had none. */
  declare readonly requestId: string | null;
  /** HTTP method of the failed call. */
  declare readonly method: string;
  /** Path template of the failed call, without the query string. */
  declare readonly path: string;
  /** The answer's headers, for example `error.headers.get('retry-after')`. Never a request header. */
  declare readonly headers: Headers;
  /**
   * The answer's body: the parsed JSON (the error envelope), or its text, truncated to 4,096 characters,
   * when it is not JSON (a proxy's HTML page); undefined when the answer had no body.
   */
  declare readonly body: unknown;

  constructor(init: ApiErrorInit<C>) {
    super(`${init.code}: ${init.message} (${init.method} ${init.path}, HTTP ${init.status})`);
    const { message: _, ...fields } = init;
    Object.assign(this, fields);
  }
}
