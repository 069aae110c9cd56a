const SECRET_HEADERS = new Set(['x-access-token', 'authorization', 'cookie', 'set-cookie']);

/**
 * What replaces a secret header's value in logs.
 *
 * @example
 * expect(entry.headers['authorization']).toBe(REDACTED);
 */
export const REDACTED = '[REDACTED]';

/**
 * Copies headers into a plain object fit for a log line: `x-access-token`, `authorization` and cookies
 * become `[REDACTED]`.
 *
 * @example
 * redactHeaders(new Headers({ authorization: 'Bearer tok' })); // { authorization: '[REDACTED]' }
 */
export function redactHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = SECRET_HEADERS.has(name.toLowerCase()) ? REDACTED : value;
  });
  return out;
}
