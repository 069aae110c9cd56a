import { abortable } from './abortable';

/**
 * What a token fetch answers: the access token, when it stops being used (epoch ms), and anything else
 * the style keeps (Style B's refresh token).
 *
 * @example
 * const token: CachedToken = { accessToken, expiresAt: now() + expiresIn * 1000 };
 */
export interface CachedToken {
  accessToken: string;
  expiresAt: number;
}

/**
 * What a {@link TokenCache} needs: how to fetch a token, and the clock it compares expiry with.
 *
 * @example
 * const options: TokenCacheOptions<CachedToken> = { fetchToken, now: Date.now, refreshMarginMs: 60_000 };
 */
export interface TokenCacheOptions<T extends CachedToken> {
  /** Fetches a new token; `reason` says why (for the log). */
  fetchToken: (reason: string) => Promise<T>;
  /** Current time in epoch ms. */
  now: () => number;
  /** How long before `expiresAt` a token stops being handed out. */
  refreshMarginMs: number;
}

/**
 * The access token of a client: cached until shortly before it expires, fetched once for any number of
 * concurrent callers, dropped when the service rejects it.
 *
 * @example
 * const token = await tokens.get(signal);
 */
export interface TokenCache<T extends CachedToken> {
  /** A valid access token, fetching one first when none is cached (shared by concurrent callers). */
  get(signal?: AbortSignal): Promise<string>;
  /** Forgets `token` if it is still the cached one (after a 401); a newer token is kept. */
  invalidate(token: string): void;
  /** The last token fetched, if any. */
  readonly current: T | undefined;
}

/**
 * Creates a {@link TokenCache}: single-flight, with an abortable wait per caller.
 *
 * @example
 * const tokens = createTokenCache({ fetchToken: () => requestToken(), now: Date.now, refreshMarginMs: 60_000 });
 */
export function createTokenCache<T extends CachedToken>(options: TokenCacheOptions<T>): TokenCache<T> {
  let cached: T | undefined;
  let last: T | undefined;
  let rejected = false;
  let inflight: Promise<string> | undefined;

  const fetchToken = async (reason: string): Promise<string> => {
    try {
      const token = await options.fetchToken(reason);
      cached = token;
      last = token;
      rejected = false;
      return token.accessToken;
    } finally {
      inflight = undefined;
    }
  };

  return {
    get(signal) {
      if (cached && options.now() < cached.expiresAt - options.refreshMarginMs) {
        return Promise.resolve(cached.accessToken);
      }
      const reason = rejected ? 'rejected' : last ? 'expiring' : 'first call';
      inflight ??= fetchToken(reason);
      return abortable(inflight, signal);
    },
    invalidate(token) {
      if (cached?.accessToken === token) {
        cached = undefined;
        rejected = true;
      }
    },
    get current() {
      return last;
    },
  };
}
