import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type DomainError, isDomainError } from '../domain/errors';

/** How a face answers what went wrong: its error envelope, its catalogue, its words. */
export interface FaceFailures {
  /** The style's error envelope. */
  failure(c: Context, status: ContentfulStatusCode, code: string, message: string): Response;
  /** A domain error's status and code in the style's catalogue. */
  codeOf(error: DomainError): { status: ContentfulStatusCode; code: string };
  /** The code of an unknown endpoint (404). */
  notFoundCode: string;
  /** The code and words of an unexpected error (500). */
  internal: { code: string; message: string };
  /** What the log says of an unexpected error, e.g. `style A request failed`. */
  logLabel: string;
}

/**
 * Answers an unknown endpoint and every error of `app` in the face's envelope: a `DomainError` with its
 * catalogue code, anything else as a logged 500. Hono honours this only on the app that receives the
 * request, so each face calls it on its own top-level app.
 *
 * @example
 * answerFailures(app, { failure, codeOf: mapDomainError, notFoundCode: 'NOT_FOUND', internal, logLabel: 'style A request failed' });
 */
export function answerFailures(app: Hono, failures: FaceFailures): void {
  const { failure, codeOf, notFoundCode, internal, logLabel } = failures;
  app.notFound((c) =>
    failure(c, 404, notFoundCode, `endpoint not found: ${c.req.method} ${new URL(c.req.url).pathname}`),
  );
  app.onError((error, c) => {
    if (isDomainError(error)) {
      const { status, code } = codeOf(error);
      return failure(c, status, code, error.message);
    }
    console.error(logLabel, error);
    return failure(c, 500, internal.code, internal.message);
  });
}
