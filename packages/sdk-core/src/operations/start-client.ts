import type { CachedToken } from '../auth/token-cache';
import type { ClientOptions } from './client-options';
import { type Binder, createBinder } from './create-binder';
import { type CoreClient, type CoreClientOptions, createCoreClient } from './create-core-client';
import type { StylePolicy } from './style-policy';
import { validateClientOptions } from './validate-client-options';

/**
 * The credentials both styles sign in with.
 *
 * @example
 * const credentials: ClientCredentials = { clientId, clientSecret };
 */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/**
 * How a style gets its token: its token operation(s) sent through the client's binder, the expiry read
 * against `now`. `credentials` is the client's settings as they were at construction: read `clientId`
 * and `clientSecret` from it, never send it whole.
 *
 * @example
 * const requestToken: TokenRequest<CachedToken> = async (binder, { clientId, clientSecret }, now) => { ... };
 */
export type TokenRequest<T extends CachedToken> = (
  binder: Binder,
  credentials: ClientCredentials,
  now: () => number,
) => Promise<T>;

/**
 * The start both SDKs' `createStyleXClient` share: the options checked (a TypeError naming the policy's
 * `client` and the option), a core client on the style's policy whose token `requestToken` fetches on a
 * first call through the same request path, and the binder every resource of the client is bound with.
 *
 * @example
 * const [core, binder] = startClient<paths, CachedToken>(options, STYLE_X_POLICY, requestToken);
 * return { cards: createCardsResource(binder), raw: core.raw };
 */
export function startClient<Paths extends {}, T extends CachedToken>(
  options: ClientOptions & ClientCredentials & { baseUrl: string },
  policy: StylePolicy,
  requestToken: TokenRequest<T>,
): [core: CoreClient<Paths, T>, binder: Binder] {
  validateClientOptions(policy.client, options, ['clientId', 'clientSecret']);
  // The token is fetched on a first call, once the binder below exists, through the same request path,
  // with the credentials as they were at construction (`settings` is a copy of the options).
  const settings: CoreClientOptions<T> & ClientCredentials = {
    ...options,
    ...policy,
    fetchToken: (_run, now) => requestToken(binder, settings, now),
  };
  const core = createCoreClient<Paths, T>(settings);
  const binder = createBinder(core.run, policy);
  return [core, binder];
}
