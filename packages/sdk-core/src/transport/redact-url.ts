import { REDACTED } from './redact-headers';

/**
 * A URL fit for logs and hooks: every query value becomes `[REDACTED]`, the parameter names stay (a query
 * may carry an email or a phone number; which parameters were sent is what a reader of the log needs).
 * The path is kept: it holds the spec's opaque ids, never personal data.
 *
 * @example
 * redactUrl('https://api.test/v1/accounts?email=ann%40x.test&pageNum=2');
 * // 'https://api.test/v1/accounts?email=[REDACTED]&pageNum=[REDACTED]'
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const hash = url.indexOf('#', start);
  const query = url.slice(start + 1, hash === -1 ? undefined : hash);
  if (!query) return url.slice(0, start);
  const names = query.split('&').map((pair) => {
    const equals = pair.indexOf('=');
    return equals === -1 ? pair : `${pair.slice(0, equals)}=${REDACTED}`;
  });
  return `${url.slice(0, start)}?${names.join('&')}`;
}
