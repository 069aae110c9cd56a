import { statusErrorClass } from '@card-issuance/sdk-core';
import { STYLE_A_ERRORS } from '../internal/style-a-errors';

// One class per HTTP status family, made by sdk-core's one definition for both SDKs (S-20) and exported
// here under this SDK's names, each a value (for `instanceof`) and a type.

/**
 * HTTP 400 or 422: the request is invalid.
 *
 * @example
 * if (error instanceof BadRequestError) console.error(error.code, error.message);
 */
export const BadRequestError = /* @__PURE__ */ statusErrorClass(STYLE_A_ERRORS, 'BadRequestError');
export type BadRequestError = InstanceType<typeof BadRequestError>;

/**
 * HTTP 401: the credentials or the token were refused (after the one replay with a new token).
 *
 * @example
 * if (error instanceof AuthenticationError) alertOnCall('check the API credentials');
 */
export const AuthenticationError = /* @__PURE__ */ statusErrorClass(STYLE_A_ERRORS, 'AuthenticationError');
export type AuthenticationError = InstanceType<typeof AuthenticationError>;

/**
 * HTTP 403: the credentials are valid but not allowed to do this.
 *
 * @example
 * if (error instanceof PermissionDeniedError) console.error(error.message);
 */
export const PermissionDeniedError = /* @__PURE__ */ statusErrorClass(
  STYLE_A_ERRORS,
  'PermissionDeniedError',
);
export type PermissionDeniedError = InstanceType<typeof PermissionDeniedError>;

/**
 * HTTP 404: no such resource (or not one these credentials can see).
 *
 * @example
 * const card = await client.cards.get(cardId).catch((error) => (error instanceof NotFoundError ? null : Promise.reject(error)));
 */
export const NotFoundError = /* @__PURE__ */ statusErrorClass(STYLE_A_ERRORS, 'NotFoundError');
export type NotFoundError = InstanceType<typeof NotFoundError>;

/**
 * HTTP 409: the request conflicts with the resource's state, or reuses an `Idempotency-Key` with another body.
 *
 * @example
 * if (error instanceof ConflictError) await reloadAndRetry();
 */
export const ConflictError = /* @__PURE__ */ statusErrorClass(STYLE_A_ERRORS, 'ConflictError');
export type ConflictError = InstanceType<typeof ConflictError>;

/**
 * HTTP 429: too many requests, once the client's retries are spent. `retryAfterMs` is the wait the
 * answer's `Retry-After` asked for (also readable as `error.headers.get('retry-after')`).
 *
 * @example
 * if (error instanceof RateLimitError) await setTimeout(error.retryAfterMs ?? 1_000);
 */
export const RateLimitError = /* @__PURE__ */ statusErrorClass(STYLE_A_ERRORS, 'RateLimitError');
export type RateLimitError = InstanceType<typeof RateLimitError>;

/**
 * HTTP 500 or above, after the client's retries (for calls safe to repeat); also a proxy's HTML error
 * page, kept as text in `body`.
 *
 * @example
 * if (error instanceof InternalServerError) console.error(error.requestId, error.body);
 */
export const InternalServerError = /* @__PURE__ */ statusErrorClass(STYLE_A_ERRORS, 'InternalServerError');
export type InternalServerError = InstanceType<typeof InternalServerError>;
