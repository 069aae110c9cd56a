import type { AuthScheme } from '@card-issuance/sdk-core';

/**
 * Style A's token on the wire: `Authorization: Bearer <token>`; refused with 401 `UNAUTHORIZED` (expired,
 * revoked or invalid), which earns one new token and one replay. 401 `INVALID_CLIENT` (bad credentials)
 * is not a refused token and is thrown as is.
 *
 * @example
 * createCoreClient({ ..., auth: BEARER_AUTH });
 */
export const BEARER_AUTH: AuthScheme = {
  apply: (headers, token) => headers.set('authorization', `Bearer ${token}`),
  isRejected: async (response) =>
    response.status === 401 &&
    (
      (await response
        .clone()
        .json()
        .catch(() => undefined)) as { error?: { code?: unknown } } | undefined
    )?.error?.code === 'UNAUTHORIZED',
};
