import { describe, expect, it } from 'vitest';
import { validateClientOptions } from './validate-client-options';

const valid = { baseUrl: 'https://api.example.com/style-b', clientId: 'id', clientSecret: 'secret' };
const check = (options: Record<string, unknown>) => () =>
  validateClientOptions('createStyleXClient', options as never, ['clientId', 'clientSecret']);

describe('validateClientOptions', () => {
  it('accepts valid options, with or without the optional ones', () => {
    expect(check(valid)).not.toThrow();
    expect(
      check({
        ...valid,
        baseUrl: 'http://127.0.0.1:4010/',
        fetch: globalThis.fetch,
        logger: () => {},
        now: Date.now,
        logLevel: 'off',
        timeoutMs: 1,
        tokenRefreshMarginMs: 0,
        retry: { maxRetries: 0, baseDelayMs: 0, maxDelayMs: undefined },
      }),
    ).not.toThrow();
  });

  it.each([
    [{ clientSecret: undefined }, 'createStyleXClient: clientSecret is required'],
    [{ clientSecret: '' }, 'createStyleXClient: clientSecret is required'],
    [{ clientId: '  ' }, 'createStyleXClient: clientId is required'],
    [{ clientId: 42 }, 'createStyleXClient: clientId is required'],
    [{ baseUrl: undefined }, 'createStyleXClient: baseUrl is required'],
    [{ baseUrl: 'api.example.com/style-b' }, 'baseUrl must be an absolute http(s) URL'],
    [{ baseUrl: '/style-b' }, 'baseUrl must be an absolute http(s) URL'],
    [{ baseUrl: 'ftp://api.example.com' }, 'baseUrl must be an absolute http(s) URL'],
    [
      { baseUrl: 'https://user:pw@api.example.com' },
      'baseUrl must be an absolute http(s) URL without credentials',
    ],
    [{ baseUrl: 'https://api.example.com/?v=1' }, 'baseUrl must be an absolute http(s) URL'],
    [{ timeoutMs: 0 }, 'timeoutMs must be a number from 1 to 2147483647'],
    [{ timeoutMs: Number.NaN }, 'timeoutMs must be'],
    [{ timeoutMs: '30000' }, 'timeoutMs must be'],
    [{ timeoutMs: 2 ** 31 }, 'timeoutMs must be'],
    [{ tokenRefreshMarginMs: -1 }, 'tokenRefreshMarginMs must be a number from 0'],
    [{ tokenRefreshMarginMs: Number.POSITIVE_INFINITY }, 'tokenRefreshMarginMs must be'],
    [{ retry: 3 }, 'retry must be an object'],
    [{ retry: { maxRetries: -1 } }, 'retry.maxRetries must be a number from 0'],
    [{ retry: { maxRetries: 1.5 } }, 'retry.maxRetries must be an integer from 0'],
    [{ retry: { baseDelayMs: Number.NaN } }, 'retry.baseDelayMs must be'],
    [{ fetch: 'https://x' }, 'fetch must be a function'],
    [{ logger: console }, 'logger must be a function'],
    [{ now: 0 }, 'now must be a function'],
    [{ logLevel: 'verbose' }, 'logLevel must be one of debug, info, warn, error, off, got "verbose"'],
  ])('refuses %j', (override, message) => {
    expect(check({ ...valid, ...override })).toThrow(TypeError);
    expect(check({ ...valid, ...override })).toThrow(message);
  });

  it('never echoes the credentials of a base URL (the message may reach a log)', () => {
    expect(check({ ...valid, baseUrl: 'https://user:s3cret-pw@api.example.com/style-b' })).toThrow(
      'got "https://***@api.example.com/style-b"',
    );
    expect(check({ ...valid, baseUrl: 'https://user:s3cret-pw@api.example.com/style-b' })).not.toThrow(
      /s3cret|user:/,
    );
  });

  it('refuses something that is not an object', () => {
    expect(() => validateClientOptions('createStyleXClient', undefined as never, [])).toThrow(
      'createStyleXClient: options must be an object',
    );
  });
});
