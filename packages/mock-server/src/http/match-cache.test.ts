import { Hono } from 'hono';
import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { matchCachingRouter } from './match-cache';

/** A Trie router that counts the matches it was asked for. */
function countingTrie() {
  const inner = new TrieRouter<string>();
  const counted = {
    calls: 0,
    name: 'counting',
    add: (method: string, path: string, handler: string) => inner.add(method, path, handler),
    match(method: string, path: string): Result<string> {
      counted.calls += 1;
      return inner.match(method, path);
    },
  } satisfies Router<string> & { calls: number };
  return counted;
}

describe('matchCachingRouter', () => {
  it('answers what the router it wraps answers, asking it once per method and path', () => {
    const inner = countingTrie();
    const router = matchCachingRouter(inner);
    router.add('GET', '/v1/accounts/cdd/detail/:accountId', 'detail');
    router.add('POST', '/v1/accounts/:accountId/kyc', 'kyc');
    const detail = router.match('GET', '/v1/accounts/cdd/detail/acc_1');
    expect(detail[0].map(([handler, params]) => [handler, params])).toEqual([
      ['detail', { accountId: 'acc_1' }],
    ]);
    expect(router.match('GET', '/v1/accounts/cdd/detail/acc_1')).toBe(detail);
    expect(router.match('POST', '/v1/accounts/acc_2/kyc')[0][0]?.[1]).toEqual({ accountId: 'acc_2' });
    expect(inner.calls).toBe(2);
  });

  it('forgets every match when a route is added, and once it remembers 1,000 paths', () => {
    const inner = countingTrie();
    const router = matchCachingRouter(inner);
    router.add('GET', '/v1/cards/:cardId', 'card');
    router.match('GET', '/v1/cards/c0');
    router.add('GET', '/v1/cards/wallets', 'wallets');
    expect(router.match('GET', '/v1/cards/wallets')[0].map(([h]) => h)).toContain('wallets');
    for (let n = 0; n < 1_000; n += 1) router.match('GET', `/v1/cards/c${n}`);
    const before = inner.calls;
    router.match('GET', '/v1/cards/c1');
    expect(inner.calls).toBe(before + 1);
  });

  it('routes a Hono app as its own router does', async () => {
    const app = new Hono({ router: matchCachingRouter() }).basePath('/b');
    app.use('*', async (c, next) => {
      await next();
      c.header('x-seen', '1');
    });
    app.get('/v1/accounts/cdd/detail/:accountId', (c) => c.text(`detail ${c.req.param('accountId')}`));
    app.post('/v1/accounts/:accountId/kyc', (c) => c.text(`kyc ${c.req.param('accountId')}`));
    for (const id of ['a1', 'a2', 'a1']) {
      const response = await app.request(`/b/v1/accounts/cdd/detail/${id}`);
      expect(await response.text()).toBe(`detail ${id}`);
      expect(response.headers.get('x-seen')).toBe('1');
    }
    expect(await (await app.request('/b/v1/accounts/a3/kyc', { method: 'POST' })).text()).toBe('kyc a3');
    expect((await app.request('/b/v1/accounts/a3/kyc')).status).toBe(404);
  });

  it('never remembers a path longer than 256 characters', () => {
    const inner = countingTrie();
    const router = matchCachingRouter(inner);
    router.add('GET', '/v1/cards/:cardId', 'card');
    const long = `/v1/cards/${'x'.repeat(300)}`;
    router.match('GET', long);
    router.match('GET', long);
    expect(inner.calls).toBe(2);
  });
});
