import { describe, expect, it } from 'vitest';
import { carryRawHeaders, headerListOf, rememberRawHeaders } from './raw-headers';

describe('headerListOf', () => {
  it('answers the list a request arrived with, as it was remembered', () => {
    const request = new Request('http://x/', { headers: { 'x-a': '1' } });
    rememberRawHeaders(request, ['X-A', '1', 'Host', 'x']);
    expect(headerListOf(request)).toEqual(['X-A', '1', 'Host', 'x']);
  });

  it("copies a request's Headers when nothing was remembered", () => {
    const request = new Request('http://x/', { headers: { 'x-b': '2', 'x-a': '1' } });
    expect(headerListOf(request)).toEqual(['x-a', '1', 'x-b', '2']);
  });

  it('carries the remembered list to a request derived from it, and nothing when there is none', () => {
    const from = new Request('http://x/sandboxes/s1/style-b/v1', { headers: { 'x-a': '1' } });
    rememberRawHeaders(from, ['X-A', '1']);
    expect(headerListOf(carryRawHeaders(from, new Request('http://x/style-b/v1', from)))).toEqual([
      'X-A',
      '1',
    ]);
    const plain = new Request('http://x/', { headers: { 'x-c': '3' } });
    expect(headerListOf(carryRawHeaders(plain, new Request('http://x/y', plain)))).toEqual(['x-c', '3']);
  });
});
