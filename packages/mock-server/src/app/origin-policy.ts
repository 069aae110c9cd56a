/** A loopback origin on any port, http or https: the developer's own machine (DECISIONS.md G-24). */
const LOOPBACK_ORIGIN = /^https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/;

/** Which page origins may call the mock: loopback ones always, plus those configured. */
export type OriginPolicy = (origin: string) => boolean;

/**
 * `scheme://host[:port]` as a browser sends it in `Origin`; throws a readable error on anything else
 * (`null`, `*`, a path, a non-http scheme).
 *
 * @example
 * normalizeOrigin('http://App.test:3000/'); // 'http://app.test:3000'
 */
export function normalizeOrigin(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin === 'null') {
    throw new TypeError(
      `a CORS origin must be an http(s) origin such as https://app.example:3000, got ${value}`,
    );
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw new TypeError(`a CORS origin has no path, query or credentials, got ${value}`);
  }
  return url.origin;
}

/**
 * The policy that allows loopback origins on any port and the given `origins` (exactly, after
 * {@link normalizeOrigin}). `null` (sandboxed frames, `file:` pages) is never allowed.
 *
 * @example
 * const allows = originPolicy(['https://app.example']);
 * allows('http://localhost:5173'); // true
 * allows('https://evil.example'); // false
 */
export function originPolicy(origins: readonly string[] = []): OriginPolicy {
  const extra = new Set(origins.map(normalizeOrigin));
  return (origin) => LOOPBACK_ORIGIN.test(origin) || extra.has(origin);
}
