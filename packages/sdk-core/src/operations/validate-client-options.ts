import type { ClientOptions } from './client-options';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'off'];
// setTimeout's limit: a longer timeout would fire at once (Node warns and uses 1 ms); refused at construction.
const MAX_MS = 2_147_483_647;

function baseUrlProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return 'is required';
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {}
  // fetch refuses a URL with credentials; a query or fragment would end up before the operation's path.
  if (url && /^https?:$/.test(url.protocol) && !url.username && !url.password && !url.search && !url.hash)
    return undefined;
  // The message may reach a log: the credentials of a URL are never echoed.
  if (url && (url.username || url.password)) {
    url.username = '***';
    url.password = '';
  }
  return `must be an absolute http(s) URL without credentials, query or fragment, such as https://api.example.com, got ${JSON.stringify(url && (url.username || url.password) ? url.href : value)}`;
}

/**
 * Checks a client's options when it is created, so a misconfiguration fails there, named, rather than at
 * the first call as an API or network error: the `required` strings present and non-blank, `baseUrl` an
 * absolute http(s) URL, `timeoutMs` from 1 and `tokenRefreshMarginMs` and `retry.*` from 0 up to
 * 2147483647 (`retry.maxRetries` an integer), `fetch`, `logger` and `now` functions, `logLevel` one of
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
  if (retry !== undefined && (typeof retry !== 'object' || retry === null))
    fail('retry', 'must be an object');
  const numbers: Array<[string, unknown, number?]> = [
    ['timeoutMs', timeoutMs, 1],
    ['tokenRefreshMarginMs', tokenRefreshMarginMs],
    ...Object.entries(retry ?? {}).map(([name, value]): [string, unknown] => [`retry.${name}`, value]),
  ];
  for (const [name, value, min = 0] of numbers) {
    const integer = name !== 'retry.maxRetries' || Number.isInteger(value);
    if (value !== undefined && !(typeof value === 'number' && value >= min && value <= MAX_MS && integer)) {
      fail(name, `must be a${integer ? ' number' : 'n integer'} from ${min} to ${MAX_MS}`);
    }
  }
  for (const name of ['fetch', 'logger', 'now'] as const) {
    if (options[name] !== undefined && typeof options[name] !== 'function') fail(name, 'must be a function');
  }
  if (logLevel !== undefined && !LOG_LEVELS.includes(logLevel)) {
    fail('logLevel', `must be one of ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(logLevel)}`);
  }
}
