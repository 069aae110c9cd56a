import { describe, expect, it } from 'vitest';
import { hostCheck, isLoopbackHost } from './allowed-hosts';

const URL_OF = 'http://x/_mock/config';

describe('hostCheck', () => {
  it('lets through loopback names and addresses, the bound host and the allowed names, in any case, with any port', () => {
    const check = hostCheck('mock.lan', ['Tunnel.Example']);
    for (const host of [
      'localhost',
      'LOCALHOST:4010',
      'localhost.',
      '127.0.0.1:1',
      '127.0.0.2',
      '[::1]:4010',
      'mock.lan:4010',
      'tunnel.example',
    ])
      expect(check(host, URL_OF), host).toBeUndefined();
  });

  it('lets any IP address through only when the mock binds every address', () => {
    for (const host of ['10.1.2.3', '192.168.1.5:4010', '[fe80::1]']) {
      expect(hostCheck('127.0.0.1')(host, URL_OF)?.status, host).toBe(403);
      expect(hostCheck('0.0.0.0')(host, URL_OF), host).toBeUndefined();
      expect(hostCheck('::')(host, URL_OF), host).toBeUndefined();
    }
    expect(hostCheck('10.1.2.3')('10.1.2.3:4010', URL_OF)).toBeUndefined();
    expect(hostCheck('0.0.0.0')('evil.test', URL_OF)?.status).toBe(403);
  });

  it('refuses any other name, one that only looks like an address, and a missing Host', () => {
    const check = hostCheck('127.0.0.1');
    for (const host of [
      'evil.test',
      'localhost.evil.test',
      '127.0.0.1.evil.test',
      'evil.test:abc',
      'x:1:2',
      undefined,
    ]) {
      const refused = check(host, URL_OF);
      expect(refused?.status, String(host)).toBe(403);
    }
    expect(JSON.parse(check('evil.test:4010', URL_OF)?.body ?? '{}')).toEqual({
      error: {
        code: 'FORBIDDEN',
        message: expect.stringContaining('start the mock with --allowed-host evil.test'),
      },
    });
  });

  it('does not let a new host through because the one before was allowed', () => {
    const check = hostCheck('127.0.0.1');
    expect(check('localhost:4010', URL_OF)).toBeUndefined();
    expect(check('evil.test:4010', URL_OF)?.status).toBe(403);
    expect(check('localhost:4010', URL_OF)).toBeUndefined();
  });

  it('tells loopback bind addresses from the others', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost'].every(isLoopbackHost)).toBe(true);
    expect(['0.0.0.0', '::', '192.168.1.5', 'example.com'].some(isLoopbackHost)).toBe(false);
  });
});
