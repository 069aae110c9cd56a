/**
 * `http://host:port` without a trailing slash; throws on anything that is not an http(s) origin.
 *
 * @example
 * trimOrigin('http://127.0.0.1:4010/'); // 'http://127.0.0.1:4010'
 */
export function trimOrigin(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`origin must be an http or https URL, got ${value}`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * The `maxBodyBytes` option, checked: a positive whole number of bytes.
 *
 * @example
 * checkedMaxBodyBytes(1_048_576); // 1048576
 */
export function checkedMaxBodyBytes(value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`maxBodyBytes must be a positive integer, got ${value}`);
  }
  return value;
}

/**
 * The `controlToken` option, checked: 16 to 512 visible ASCII characters (it travels in a header).
 *
 * @example
 * checkedControlToken(undefined); // undefined: no token
 */
export function checkedControlToken(value: string | undefined): string | undefined {
  if (value !== undefined && !/^[\x21-\x7e]{16,512}$/.test(value)) {
    throw new TypeError('controlToken must be 16 to 512 visible ASCII characters');
  }
  return value;
}
