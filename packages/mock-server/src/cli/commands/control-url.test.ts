import { describe, expect, it } from 'vitest';
import { CliError } from './cli-error';
import { DEFAULT_CONTROL_URL } from './connect';
import { controlUrlOf, MOCK_URL_ENV } from './control-url';

describe('controlUrlOf', () => {
  it('takes --control first, then the environment, then the default', () => {
    const env = { [MOCK_URL_ENV]: 'http://127.0.0.1:4011' };
    expect(controlUrlOf('http://127.0.0.1:5000/_mock', env)).toBe('http://127.0.0.1:5000/_mock');
    expect(controlUrlOf(undefined, env)).toBe('http://127.0.0.1:4011/_mock');
    expect(controlUrlOf(undefined, {})).toBe(DEFAULT_CONTROL_URL);
    expect(controlUrlOf(undefined, { [MOCK_URL_ENV]: ' ' })).toBe(DEFAULT_CONTROL_URL);
  });

  it('reads --control and the variable alike: an origin, a sandbox’s URL, or a control URL, any trailing slash', () => {
    const forms = {
      'http://mock.test:4011': 'http://mock.test:4011/_mock',
      'http://mock.test:4011/': 'http://mock.test:4011/_mock',
      'http://mock.test:4011/_mock/': 'http://mock.test:4011/_mock',
      'http://mock.test:4011/sandboxes/sbx_1': 'http://mock.test:4011/sandboxes/sbx_1/_mock',
      'http://mock.test:4011/sandboxes/sbx_1/_mock': 'http://mock.test:4011/sandboxes/sbx_1/_mock',
    };
    for (const [given, control] of Object.entries(forms)) {
      expect(controlUrlOf(undefined, { [MOCK_URL_ENV]: given })).toBe(control);
      expect(controlUrlOf(given, {})).toBe(control);
    }
  });

  it('refuses a value that is not an http(s) URL, naming the flag or the variable', () => {
    for (const bad of ['127.0.0.1:4011', 'ftp://mock.test']) {
      expect(() => controlUrlOf(undefined, { [MOCK_URL_ENV]: bad })).toThrow(CliError);
      expect(() => controlUrlOf(undefined, { [MOCK_URL_ENV]: bad })).toThrow(`$${MOCK_URL_ENV} is not`);
      expect(() => controlUrlOf(bad, {})).toThrow('--control is not an http(s) URL');
    }
    expect(() => controlUrlOf('', {})).toThrow('--control is not an http(s) URL');
  });
});
