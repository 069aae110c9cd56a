import { abortable } from './abortable';
import type { TokenSet } from './token-set';

/**
 * What a {@link TokenManager} needs: how to authorize, and the clock it compares expiry with.
 *
 * @example
 * const options: TokenManagerOptions = { authorize, now: Date.now, refreshMarginMs: 60_000 };
 */
export interface TokenManagerOptions {
  /** Runs authorize then access-token; answers the new tokens. */
  authorize: () => Promise<TokenSet>;
  /** Current time in epoch ms. */
  now: () => number;
  /** How long before `expiresAt` a token stops being handed out. */
  refreshMarginMs: number;
}

/**
 * Holds the access token of a client: cached until shortly before it expires, fetched once for any
 * number of concurrent callers, dropped when the service answers 40101.
 *
 * @example
 * const tokens = createTokenManager({ authorize, now: Date.now, refreshMarginMs: 60_000 });
 * const token = await tokens.get(signal);
 */
export interface TokenManager {
  /** A valid access token, authorizing first when none is cached (shared by concurrent callers). */
  get(signal?: AbortSignal): Promise<string>;
  /** Forgets `token` if it is still the cached one (after a 40101); a newer token is kept. */
  invalidate(token: string): void;
  /** The refresh token of the last authorization, kept for the future refresh endpoint (B-17). */
  readonly refreshToken: string | null;
}

/**
 * Creates the {@link TokenManager} of a client.
 *
 * @example
 * const tokens = createTokenManager({ authorize: () => authorizeClient(raw, credentials, Date.now), now: Date.now, refreshMarginMs: 60_000 });
 */
export function createTokenManager(options: TokenManagerOptions): TokenManager {
  let cached: TokenSet | undefined;
  let refreshToken: string | null = null;
  let inflight: Promise<string> | undefined;

  const authorize = async (): Promise<string> => {
    try {
      const tokens = await options.authorize();
      cached = tokens;
      refreshToken = tokens.refreshToken;
      return tokens.accessToken;
    } finally {
      inflight = undefined;
    }
  };

  return {
    get(signal) {
      if (cached && options.now() < cached.expiresAt - options.refreshMarginMs) {
        return Promise.resolve(cached.accessToken);
      }
      inflight ??= authorize();
      return abortable(inflight, signal);
    },
    invalidate(token) {
      if (cached?.accessToken === token) cached = undefined;
    },
    get refreshToken() {
      return refreshToken;
    },
  };
}
