/** The environment variable naming a running mock: its address, or its control URL ending in `/_mock`. */
export const MOCK_URL_ENV = 'CARD_ISSUANCE_MOCK_URL';

/**
 * The control URL of the mock named by `value` (`http://127.0.0.1:4011` or `http://127.0.0.1:4011/_mock`);
 * throws a TypeError naming the variable when it is not an http(s) URL.
 *
 * @example
 * mockControlUrl('http://127.0.0.1:4011'); // 'http://127.0.0.1:4011/_mock'
 */
export function mockControlUrl(value: string, name = MOCK_URL_ENV): string {
  const url = value.trim();
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw new TypeError(`${name} is not an http(s) URL: ${url}`);
  }
  const base = url.replace(/\/+$/, '');
  return base.endsWith('/_mock') ? base : `${base}/_mock`;
}
