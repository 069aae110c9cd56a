import { describe, expect, it } from 'vitest';
import { createTokenCache } from './token-cache';

// Pure logic of the cache; the HTTP side is proven against the mock in each SDK's test/ folder.
describe('createTokenCache', () => {
  function setup() {
    let now = 0;
    const reasons: string[] = [];
    const tokens = createTokenCache({
      now: () => now,
      refreshMarginMs: 60_000,
      fetchToken: async (reason) => {
        reasons.push(reason);
        return {
          accessToken: `a${reasons.length}`,
          refresh: `r${reasons.length}`,
          expiresAt: now + 3_600_000,
        };
      },
    });
    return { tokens, reasons, advance: (ms: number) => (now += ms) };
  }

  it('shares one fetch between concurrent callers and caches the token', async () => {
    const { tokens, reasons } = setup();
    const all = await Promise.all(Array.from({ length: 20 }, () => tokens.get()));
    expect(new Set(all)).toEqual(new Set(['a1']));
    expect(await tokens.get()).toBe('a1');
    expect(reasons).toEqual(['first call']);
    expect(tokens.current?.refresh).toBe('r1');
  });

  it('fetches again shortly before expiry, and after an invalidation of the current token only', async () => {
    const { tokens, reasons, advance } = setup();
    await tokens.get();
    advance(3_600_000 - 59_000);
    expect(await tokens.get()).toBe('a2');
    tokens.invalidate('a1');
    expect(await tokens.get()).toBe('a2');
    tokens.invalidate('a2');
    expect(await tokens.get()).toBe('a3');
    expect(reasons).toEqual(['first call', 'expiring', 'rejected']);
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

  it('lets the next caller try again after a failed fetch', async () => {
    let calls = 0;
    const tokens = createTokenCache({
      now: () => 0,
      refreshMarginMs: 0,
      fetchToken: async () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
        return { accessToken: 'ok', expiresAt: 1_000 };
      },
    });
    await expect(tokens.get()).rejects.toThrow('down');
    expect(await tokens.get()).toBe('ok');
  });
});
