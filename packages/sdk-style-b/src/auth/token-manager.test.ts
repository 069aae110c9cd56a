import { describe, expect, it } from 'vitest';
import { createTokenManager } from './token-manager';

// Pure logic of the cache; the HTTP side is proven against the mock in test/*.test.ts.
describe('createTokenManager', () => {
  function setup() {
    let now = 0;
    let calls = 0;
    const tokens = createTokenManager({
      now: () => now,
      refreshMarginMs: 60_000,
      authorize: async () => {
        calls += 1;
        return { accessToken: `a${calls}`, refreshToken: `r${calls}`, expiresAt: now + 86_400_000 };
      },
    });
    return { tokens, calls: () => calls, advance: (ms: number) => (now += ms) };
  }

  it('shares one authorization between concurrent callers and caches the token', async () => {
    const { tokens, calls } = setup();
    const all = await Promise.all(Array.from({ length: 20 }, () => tokens.get()));
    expect(new Set(all)).toEqual(new Set(['a1']));
    expect(await tokens.get()).toBe('a1');
    expect(calls()).toBe(1);
    expect(tokens.refreshToken).toBe('r1');
  });

  it('authorizes again shortly before expiry, and after an invalidation of the current token only', async () => {
    const { tokens, calls, advance } = setup();
    await tokens.get();
    advance(86_400_000 - 59_000);
    expect(await tokens.get()).toBe('a2');
    tokens.invalidate('a1');
    expect(await tokens.get()).toBe('a2');
    tokens.invalidate('a2');
    expect(await tokens.get()).toBe('a3');
    expect(calls()).toBe(3);
  });

  it('lets one caller abort its wait without failing the others', async () => {
    const { tokens } = setup();
    const controller = new AbortController();
    const aborted = tokens.get(controller.signal);
    const other = tokens.get();
    controller.abort(new Error('stop'));
    await expect(aborted).rejects.toThrow('stop');
    expect(await other).toBe('a1');
  });
});
