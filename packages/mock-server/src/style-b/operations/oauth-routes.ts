import { authorize, exchangeCode } from '../../domain';
import type { StyleBOperationKit } from '../style-b-app';
import type { StyleBHandlers } from '../style-b-binding';

/**
 * The two-step OAuth of Style B, called without a token: an authorization code
 * for a client of this environment, then the access token for the code and the client's secret.
 *
 * @example
 * kit.bind({ ...oauthHandlers(kit), ...otherHandlers });
 */
export function oauthHandlers({ ctx, clientFor }: StyleBOperationKit) {
  return {
    getAuthorizationCode: ({ clientId }) => authorize(ctx, clientFor(clientId)),
    createAccessToken: ({ clientId, clientSecret, code }) =>
      exchangeCode(ctx, clientFor(clientId), { clientSecret, code }),
  } satisfies Partial<StyleBHandlers>;
}
