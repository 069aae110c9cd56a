import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type DomainError, isDomainError } from '../domain/errors';
import { requestTraceOf } from './request-trace';

/** A face's error envelope: status, catalogue code and words in, the response out. */
export type FailureEnvelope = (
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
) => Response;

/** A face's answers outside its catalogue: an unknown endpoint, an unexpected error and its log line. */
export interface FailureFallbacks {
  notFound: string;
  /** The code and words of a 500. */
  internal: readonly [code: string, message: string];
  /** What the log says of an unexpected error, e.g. `style A request failed`. */
  log: string;
}

/**
 * Answers an unknown endpoint and every error of `app` in the face's envelope: a `DomainError` with its
 * catalogue code (`codeOf`), anything else as a logged 500. Hono honours this only on the app that
 * receives the request, so each face calls it on its own top-level app.
 *
 * @example
 * answerFailures(app, failure, mapDomainError, STYLE_A_FALLBACKS);
 */
export function answerFailures(
  app: Hono,
  failure: FailureEnvelope,
  codeOf: (error: DomainError) => { status: ContentfulStatusCode; code: string },
  fallbacks: FailureFallbacks,
): void {
  app.notFound((c) =>
    failure(c, 404, fallbacks.notFound, `endpoint not found: ${c.req.method} ${new URL(c.req.url).pathname}`),
  );
  app.onError((error, c) => {
    if (isDomainError(error)) {
      const { status, code } = codeOf(error);
      const traced = requestTraceOf(c.req.raw);
      if (traced) traced.errorCode = code;
      return failure(c, status, code, error.message);
    }
    console.error(fallbacks.log, error);
    return failure(c, 500, ...fallbacks.internal);
  });
}
