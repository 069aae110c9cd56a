import type { ClientOptions } from './client-options';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'off'];
// ky refuses a longer timeout (setTimeout's limit) at the first call; refuse it at construction instead.
const MAX_TIMEOUT_MS = 2_147_483_647;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function baseUrlProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return 'is required';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `must be an absolute http(s) URL such as https://api.example.com, got ${JSON.stringify(value)}`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `must use http or https, got ${url.protocol}`;
  // fetch refuses a URL with credentials; a query or fragment would end up before the operation's path.
  if (url.username || url.password) return 'must not carry credentials';
  if (url.search || url.hash) return 'must not carry a query or a fragment';
  return undefined;
}

/**
 * Checks a client's options when it is created, so a misconfiguration fails there, named, rather than at
 * the first call as an API or network error: the `required` strings present and non-blank, `baseUrl` an
 * absolute http(s) URL, `timeoutMs` positive, `tokenRefreshMarginMs` and `retry.*` finite and
 * non-negative (`retry.maxRetries` an integer), `fetch`, `logger` and `now` functions, `logLevel` one of
 * its values. Throws a TypeError whose message starts with `sdk` and names the option.
 *
 * @example
 * validateClientOptions('createStyleBClient', options, ['clientId', 'clientSecret']);
 * // TypeError: createStyleBClient: clientSecret is required
 */
export function validateClientOptions(
  sdk: string,
  options: ClientOptions & { baseUrl?: unknown },
  required: readonly string[],
): void {
  const fail = (option: string, problem: string) => {
    throw new TypeError(`${sdk}: ${option} ${problem}`);
  };
  if (typeof options !== 'object' || options === null) fail('options', 'must be an object');
  const baseUrl = baseUrlProblem(options.baseUrl);
  if (baseUrl) fail('baseUrl', baseUrl);
  const values = options as Record<string, unknown>;
  for (const name of required) {
    const value = values[name];
    if (typeof value !== 'string' || !value.trim()) fail(name, 'is required');
  }
  const { timeoutMs, tokenRefreshMarginMs, retry, logLevel } = options;
  if (timeoutMs !== undefined && !(isNumber(timeoutMs) && timeoutMs > 0 && timeoutMs <= MAX_TIMEOUT_MS)) {
    fail('timeoutMs', `must be a number of ms above 0 and at most ${MAX_TIMEOUT_MS}`);
  }
  if (tokenRefreshMarginMs !== undefined && !(isNumber(tokenRefreshMarginMs) && tokenRefreshMarginMs >= 0)) {
    fail('tokenRefreshMarginMs', 'must be a finite number of ms, 0 or more');
  }
  if (retry !== undefined) {
    if (typeof retry !== 'object' || retry === null) fail('retry', 'must be an object');
    for (const [name, value] of Object.entries(retry)) {
      if (value === undefined) continue;
      if (!(isNumber(value) && value >= 0)) fail(`retry.${name}`, 'must be a finite number, 0 or more');
      if (name === 'maxRetries' && !Number.isInteger(value)) fail('retry.maxRetries', 'must be an integer');
    }
  }
  for (const name of ['fetch', 'logger', 'now'] as const) {
    if (options[name] !== undefined && typeof options[name] !== 'function') fail(name, 'must be a function');
  }
  if (logLevel !== undefined && !LOG_LEVELS.includes(logLevel)) {
    fail('logLevel', `must be one of ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(logLevel)}`);
  }
}
