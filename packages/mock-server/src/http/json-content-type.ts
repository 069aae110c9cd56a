import type { Context } from 'hono';
import { DomainError } from '../domain';

// application/json or a structured +json type (application/merge-patch+json), parameters allowed.
const JSON_MEDIA_TYPE = /^application\/(?:[a-z0-9.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Refuses a request whose `Content-Type` is present and not JSON (DECISIONS.md G-17): `invalid` naming the
 * header. A request without the header is read as JSON.
 *
 * @example
 * checkJsonContentType(c); // before reading a non-empty body
 */
export function checkJsonContentType(c: Context): void {
  const type = c.req.header('content-type');
  if (type === undefined || JSON_MEDIA_TYPE.test(type.trim())) return;
  throw new DomainError('invalid', `Content-Type must be application/json, not ${type.slice(0, 100)}`, {
    field: 'Content-Type',
  });
}
