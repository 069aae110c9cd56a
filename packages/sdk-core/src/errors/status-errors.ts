import type { ApiError, ApiErrorClass } from './api-error';
import { retryAfterMs } from './retry-after';

/**
 * A style's API error classes: its base, and one class per HTTP status family (each a subclass of the
 * base; {@link createStatusErrors} makes them).
 *
 * @example
 * const STYLE_X_ERRORS: ApiErrorClasses<StyleXApiError> = createStatusErrors(StyleXApiError);
 */
export interface ApiErrorClasses<E extends ApiError<string>> {
  /** Any status outside the families below (for example 405, 408, or a success that is unusable). */
  ApiError: ApiErrorClass<E>;
  /** 400 and 422. */
  BadRequestError: ApiErrorClass<E>;
  /** 401. */
  AuthenticationError: ApiErrorClass<E>;
  /** 403. */
  PermissionDeniedError: ApiErrorClass<E>;
  /** 404. */
  NotFoundError: ApiErrorClass<E>;
  /** 409. */
  ConflictError: ApiErrorClass<E>;
  /** 429. */
  RateLimitError: ApiErrorClass<E>;
  /** 500 and above. */
  InternalServerError: ApiErrorClass<E>;
}

/**
 * What a `RateLimitError` adds: the wait its `Retry-After` asked for.
 *
 * @example
 * if (error instanceof RateLimitError) await setTimeout(error.retryAfterMs ?? 1_000);
 */
export interface RetryAfter {
  /** The wait `Retry-After` asked for, in ms from when the error was made; null without a readable header. */
  readonly retryAfterMs: number | null;
}

/**
 * A style's API error classes as {@link createStatusErrors} makes them: its base, and one subclass per
 * HTTP status family, the 429 one with `retryAfterMs`.
 *
 * @example
 * const STYLE_X_ERRORS: StatusErrors<StyleXApiError> = createStatusErrors(StyleXApiError);
 */
export interface StatusErrors<E extends ApiError<string>> extends ApiErrorClasses<E> {
  RateLimitError: ApiErrorClass<E & RetryAfter>;
}

// A mixin's base must take `...args: any[]` (TS2545); every class here is built from an ApiErrorInit.
// biome-ignore lint/suspicious/noExplicitAny: the constructor signature TypeScript requires of a mixin base
type Mixable = new (...args: any[]) => ApiError<string>;

/**
 * The class of each HTTP status that has one: `InternalServerError` is also every status from 500 up,
 * and a status not named is the style's base class. One table for the classes and for `errorClassFor`,
 * so the two cannot disagree.
 *
 * @example
 * STATUS_FAMILIES[422]; // 'BadRequestError'
 */
export const STATUS_FAMILIES: Readonly<Record<number, Family>> = {
  400: 'BadRequestError',
  401: 'AuthenticationError',
  403: 'PermissionDeniedError',
  404: 'NotFoundError',
  409: 'ConflictError',
  422: 'BadRequestError',
  429: 'RateLimitError',
  500: 'InternalServerError',
};

/** The name of a class per HTTP status family. */
type Family = Exclude<keyof ApiErrorClasses<never>, 'ApiError'>;

/**
 * The classes of one style's API errors: under its base, one class per HTTP status family with the same
 * names in both SDKs (S-20). One definition for both, so the families, names and `retryAfterMs` cannot
 * drift between them; each SDK exports the classes under its own names and documents them. Each class
 * has its family's name (`BadRequestError.name`), and `name` is also an own field of each error, as on
 * its base, so a minifier that renames classes does not change what an error prints.
 *
 * @example
 * const STYLE_X_ERRORS = createStatusErrors(StyleXApiError);
 * export const NotFoundError = statusErrorClass(STYLE_X_ERRORS, 'NotFoundError'); // marked @__PURE__
 */
export function createStatusErrors<E extends ApiError<string>>(base: ApiErrorClass<E>): StatusErrors<E> {
  const classes: Record<string, Mixable> = { ApiError: base as unknown as Mixable };
  // One class per name (400 and 422 share one); a class defined as a property's value takes the
  // property's name: `NotFoundError.name`.
  for (const name of Object.values(STATUS_FAMILIES)) {
    classes[name] ??= {
      [name]: class extends (base as unknown as Mixable) {
        override readonly name: string = name;
      },
    }[name] as Mixable;
  }
  classes.RateLimitError = class RateLimitError extends (classes.RateLimitError as Mixable) {
    readonly retryAfterMs: number | null = retryAfterMs(this.headers);
  };
  return classes as unknown as StatusErrors<E>;
}

/**
 * One class of a style's {@link StatusErrors}, for an SDK to export under its name. A call the SDK marks
 * `@__PURE__` rather than a property read: Rollup and rolldown keep an unused property read in a bundle
 * (it could be a getter), and so would every class of the SDK in an app that imports none of them.
 *
 * @example
 * export const NotFoundError = statusErrorClass(STYLE_X_ERRORS, 'NotFoundError'); // marked @__PURE__
 * export type NotFoundError = InstanceType<typeof NotFoundError>;
 */
export function statusErrorClass<E extends ApiError<string>, K extends keyof StatusErrors<E>>(
  classes: StatusErrors<E>,
  name: K,
): StatusErrors<E>[K] {
  return classes[name];
}
