import type { StylePolicy } from '@card-issuance/sdk-core';
import { BEARER_AUTH } from './bearer-auth';
import { throwIfStyleAError, toStyleAConnectionError } from './to-style-a-error';

/**
 * What Style A plugs into sdk-core's binder: a bearer token, its errors, and the envelope's `data` (the
 * token and JWKS answers have none and resolve to the whole body).
 *
 * @example
 * const binder = createBinder(core.run, STYLE_A_POLICY);
 */
export const STYLE_A_POLICY: StylePolicy = {
  auth: BEARER_AUTH,
  connectionError: toStyleAConnectionError,
  check: throwIfStyleAError,
  unwrap: (_op, { body }) => ({
    data: body && typeof body === 'object' && 'data' in body ? body.data : body,
  }),
};
