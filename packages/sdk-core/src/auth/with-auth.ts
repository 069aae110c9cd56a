import type { AttemptPolicy, Send } from '../transport/create-transport';
import type { OutgoingRequest } from '../transport/outgoing-request';
import type { CachedToken, TokenCache } from './token-cache';

/**
 * How a style carries its token and says it was refused.
 *
 * @example
 * const bearer: AuthScheme = {
 *   apply: (headers, token) => headers.set('authorization', `Bearer ${token}`),
 *   isRejected: async (response) => response.status === 401,
 * };
 */
export interface AuthScheme {
  /** Puts the token on the request's headers (a `Headers`, or a sink over a plain object). */
  apply(headers: Pick<Headers, 'set'>, token: string): void;
  /** Whether the answer refuses the token itself (expired or revoked), so a new one may succeed. */
  isRejected(response: Response): Promise<boolean>;
}

/**
 * {@link AttemptPolicy} plus whether the call goes without a token (the token endpoints).
 *
 * @example
 * const policy: CallPolicy = { retryable: false, timeoutMs: 30_000, maxRetries: 2, anonymous: true };
 */
export interface CallPolicy extends AttemptPolicy {
  anonymous?: boolean | undefined;
}

/**
 * Adds the token to every call that needs one and, when the service refuses the token, drops it, fetches
 * one new token (shared with concurrent callers) and replays the call once with the same headers, so an
 * idempotency key stays the same. A method's {@link OutgoingRequest} is replayed as it is (its headers are
 * copied, never its body); a `Request` of `client.raw` is cloned first.
 *
 * @example
 * const sendAuthorized = withAuth(send, tokens, bearer);
 * const response = await sendAuthorized(request, { retryable: true, timeoutMs: 30_000, maxRetries: 2 });
 */
export function withAuth<T extends CachedToken>(
  send: Send,
  tokens: TokenCache<T>,
  scheme: AuthScheme,
): (request: Request | OutgoingRequest, policy: CallPolicy) => Promise<Response> {
  const withToken = (request: OutgoingRequest, token: string): OutgoingRequest => {
    const headers = { ...request.headers };
    scheme.apply(
      {
        set: (name, value) => {
          headers[name] = value;
        },
      },
      token,
    );
    return { ...request, headers };
  };
  return async (request, policy) => {
    if (policy.anonymous) return send(request, policy);
    if (!(request instanceof Request)) {
      const token = await tokens.get(policy.signal);
      const response = await send(withToken(request, token), policy);
      if (!(await scheme.isRejected(response))) return response;
      tokens.invalidate(token);
      return send(withToken(request, await tokens.get(policy.signal)), policy);
    }
    // Re-made with the global Request: a clone keeps the class of the original, which some servers'
    // adapters (hono's Node server) swap.
    const replay = new Request(request.clone());
    const token = await tokens.get(policy.signal);
    scheme.apply(request.headers, token);
    const response = await send(request, policy);
    if (!(await scheme.isRejected(response))) return response;
    tokens.invalidate(token);
    scheme.apply(replay.headers, await tokens.get(policy.signal));
    return send(replay, policy);
  };
}
