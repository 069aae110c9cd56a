import { retryAfterMs } from '@card-issuance/sdk-core';
import { StyleBApiError } from './style-b-api-error';

// One class per HTTP status family, written out (no factory) so each reads plainly in editors and .d.ts.

/**
 * HTTP 400 or 422: the request is invalid (Style B answers every business code, 0xxxxx, with 400: branch on `code`).
 *
 * @example
 * if (error instanceof BadRequestError) console.error(error.code, error.message);
 */
export class BadRequestError extends StyleBApiError {
  override readonly name: string = 'BadRequestError';
}

/**
 * HTTP 401: the credentials or the token were refused (after the one replay with a new token).
 *
 * @example
 * if (error instanceof AuthenticationError) alertOnCall('check the API credentials');
 */
export class AuthenticationError extends StyleBApiError {
  override readonly name: string = 'AuthenticationError';
}

/**
 * HTTP 403: the credentials are valid but not allowed to do this.
 *
 * @example
 * if (error instanceof PermissionDeniedError) console.error(error.message);
 */
export class PermissionDeniedError extends StyleBApiError {
  override readonly name: string = 'PermissionDeniedError';
}

/**
 * HTTP 404: no such resource (or not one these credentials can see).
 *
 * @example
 * const card = await client.cards.get(cardId).catch((error) => (error instanceof NotFoundError ? null : Promise.reject(error)));
 */
export class NotFoundError extends StyleBApiError {
  override readonly name: string = 'NotFoundError';
}

/**
 * HTTP 409: the request conflicts with the resource's state, or reuses an `Idempotency-Key` with another body.
 *
 * @example
 * if (error instanceof ConflictError) await reloadAndRetry();
 */
export class ConflictError extends StyleBApiError {
  override readonly name: string = 'ConflictError';
}

/**
 * HTTP 429: too many requests, once the client's retries are spent. `retryAfterMs` is the wait the
 * answer's `Retry-After` asked for (also readable as `error.headers.get('retry-after')`).
 *
 * @example
 * if (error instanceof RateLimitError) await setTimeout(error.retryAfterMs ?? 1_000);
 */
export class RateLimitError extends StyleBApiError {
  override readonly name: string = 'RateLimitError';
  /** The wait `Retry-After` asked for, in ms from when the error was made; null without a readable header. */
  readonly retryAfterMs: number | null = retryAfterMs(this.headers);
}

/**
 * HTTP 500 or above, after the client's retries (for calls safe to repeat); also a proxy's HTML error
 * page, kept as text in `body`.
 *
 * @example
 * if (error instanceof InternalServerError) console.error(error.requestId, error.body);
 */
export class InternalServerError extends StyleBApiError {
  override readonly name: string = 'InternalServerError';
}
