import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathOfUrl } from './path-of-url';

describe('pathOfUrl', () => {
  it('answers what URL parsing does for any URL a Request holds', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (raw) => {
        const { url } = new Request(raw);
        expect(pathOfUrl(url)).toBe(new URL(url).pathname);
      }),
    );
  });

  it('handles IPv6 hosts, ports, bare origins and queries without a path', () => {
    for (const raw of ['http://[::1]:4010/style-a/v1/x?y=1', 'http://127.0.0.1:4010', 'http://h?x=/a#/b']) {
      const { url } = new Request(raw);
      expect(pathOfUrl(url)).toBe(new URL(url).pathname);
    }
  });
});
