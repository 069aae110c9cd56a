const SECRET_HEADERS = new Set(['x-access-token', 'authorization', 'cookie', 'set-cookie']);

/**
 * What replaces a secret header's value in logs.
 *
 * @example
 * expect(entry.headers['x-access-token']).toBe(REDACTED);
 */
export const REDACTED = '[REDACTED]';

/**
 * Copies headers into a plain object fit for a log line: `x-access-token` (and any credential header)
 * becomes `[REDACTED]`.
 *
 * @example
 * redactHeaders(new Headers({ 'x-access-token': 'tok' })); // { 'x-access-token': '[REDACTED]' }
 */
export function redactHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = SECRET_HEADERS.has(name.toLowerCase()) ? REDACTED : value;
  });
  return out;
}
