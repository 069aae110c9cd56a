import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEndpoint } from './keep-endpoint';

afterEach(() => {
  vi.useRealTimers();
});

/** A control API whose endpoint check answers each status of `statuses` in turn (null: unreachable). */
function checks(statuses: Array<number | null>) {
  const urls: string[] = [];
  const headers: Array<string | null> = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    urls.push(url);
    headers.push(new Headers(init?.headers).get('x-card-issuance-client'));
    const status = statuses.shift() ?? 200;
    if (status === null) throw new TypeError('fetch failed');
    return new Response(null, { status });
  });
  return { fetch, urls, headers };
}

describe('keepEndpoint', () => {
  it('registers the endpoint again when the check answers 404, and checks the new one after', async () => {
    vi.useFakeTimers();
    const control = checks([200, null, 404, 200]);
    const register = vi.fn(async () => 'whe_2');
    const onRenewed = vi.fn();
    const kept = keepEndpoint('whe_1', {
      fetch: control.fetch,
      endpointsUrl: 'http://mock.test/_mock/webhooks/endpoints',
      register,
      onRenewed,
      onLost: vi.fn(),
    });
    await vi.advanceTimersByTimeAsync(2_000);
    // 200, then unreachable: nothing to do (the TCP watch tells a mock that went away).
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onRenewed).toHaveBeenCalledWith('whe_1', 'whe_2');
    expect(kept.id()).toBe('whe_2');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(control.urls.at(-1)).toBe('http://mock.test/_mock/webhooks/endpoints/whe_2');
    // Marked, so the CLI's request log leaves the checks out.
    expect(new Set(control.headers)).toEqual(new Set(['listen']));
    kept.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(control.fetch).toHaveBeenCalledTimes(4);
  });

  it('gives up, saying why, when the endpoint cannot be registered again', async () => {
    vi.useFakeTimers();
    const control = checks([404]);
    const onLost = vi.fn();
    keepEndpoint('whe_1', {
      fetch: control.fetch,
      endpointsUrl: 'http://mock.test/sandboxes/sbx_1/_mock/webhooks/endpoints',
      register: () => Promise.reject(new Error('HTTP 404 no sandbox sbx_1')),
      onRenewed: vi.fn(),
      onLost,
    });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(onLost).toHaveBeenCalledWith('whe_1', 'HTTP 404 no sandbox sbx_1');
    expect(control.fetch).toHaveBeenCalledTimes(1);
  });
});
