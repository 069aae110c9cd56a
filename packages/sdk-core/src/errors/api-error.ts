/**
 * What an {@link ApiError} is built from.
 *
 * @example
 * const init: ApiErrorInit<string> = { code: 'NOT_FOUND', status: 404, message: 'card not found', requestId, method: 'GET', path: '/v1/cards/{id}' };
 */
export interface ApiErrorInit<C extends string> {
  code: C;
  status: number;
  message: string;
  requestId: string | null;
  method: string;
  path: string;
}

/**
 * Base of each style's API error: the service answered with an error envelope. The message reads
 * `<code>: <message> (<method> <path>, HTTP <status>)`. Carries no header, token or body of the request.
 *
 * @example
 * class StyleXApiError extends ApiError<StyleXErrorCode> {
 *   override readonly name = 'StyleXApiError';
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

  constructor(init: ApiErrorInit<C>) {
    super(`${init.code}: ${init.message} (${init.method} ${init.path}, HTTP ${init.status})`);
    const { message: _, ...fields } = init;
    Object.assign(this, fields);
  }
}
