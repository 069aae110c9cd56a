import * as OPS from '@card-issuance/contracts/style-a';
import type { StylePolicy } from '@card-issuance/sdk-core';
import { BEARER_AUTH } from './bearer-auth';
import { STYLE_A_ERRORS, toStyleAConnectionError } from './style-a-errors';

type Body = { error?: { code?: unknown; message?: unknown } | null } | null | undefined;

/**
 * What Style A plugs into sdk-core: a bearer token from client credentials; its errors: an error
 * (`{error: {code, message}}`, or no envelope at all) or a success that is not JSON (`INVALID_RESPONSE`)
 * is the `StyleAApiError` of its status family, and a FORBIDDEN names the roles the operation admits
 * (`x-roles` of the generated table); a success is the envelope's `data` (the token and JWKS answers
 * have none and resolve to the whole body).
 *
 * @example
 * const binder = createBinder(core.run, STYLE_A_POLICY);
 */
export const STYLE_A_POLICY: StylePolicy = {
  client: 'createStyleAClient',
  auth: BEARER_AUTH,
  anonymousPaths: OPS.ANONYMOUS_PATHS,
  // Issuing a token changes nothing, so the token call is retried like a read (S-6).
  repeatable: new Set([OPS.createAccessToken]),
  loadRawClient: () => import('./raw-client.js'),
  loadTracing: () => import('./tracing.js'),
  errors: STYLE_A_ERRORS,
  connectionError: toStyleAConnectionError,
  failure: (op, answer) => {
    if (answer.response.ok && !answer.nonJson) return undefined;
    const envelope = answer.nonJson ? undefined : (answer.body as Body)?.error;
    const code = envelope?.code;
    let message = envelope?.message;
    if (code === 'FORBIDDEN' && op.roles) {
      message = `${typeof message === 'string' ? message : 'forbidden'}; roles admitted: ${op.roles.join(', ')}`;
    }
    return { code, message };
  },
  unwrap: (_op, { body }) => ({
    data: body && typeof body === 'object' && 'data' in body ? body.data : body,
  }),
};
