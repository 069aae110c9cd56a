import type { Face, RefusalCodes } from '../http';
import { BASE_PATHS } from '../http/style-of-path';

/** The control API's answers around its operations (specs/mock-control.openapi.yaml's error codes). */
const CONTROL_REFUSALS: RefusalCodes = {
  invalid: [400, 'INVALID_REQUEST', 'invalid request'],
  not_found: [404, 'NOT_FOUND', 'not found'],
  unknown_endpoint: [404, 'NOT_FOUND', 'no such control operation'],
  unauthorized: [401, 'UNAUTHORIZED', 'unauthorized'],
  forbidden: [403, 'FORBIDDEN', 'forbidden'],
  too_large: [413, 'PAYLOAD_TOO_LARGE', 'request body too large'],
  rate_limited: [429, 'RATE_LIMITED', 'rate limit exceeded'],
  internal: [500, 'INTERNAL_ERROR', 'internal error'],
  unavailable: [503, 'INTERNAL_ERROR', 'service temporarily unavailable, retry later'],
};

/**
 * The control API as the edge knows it (http/face.ts): `/_mock`, `{error: {code, message}}`. It also
 * answers for paths that name no face (the landing page's neighbours). No credentials name a sandbox: a
 * sandbox's control API is reached by its path form only.
 *
 * @example
 * refusalResponse(CONTROL_FACE, { kind: 'not_found', message: 'nothing is served at /nope' });
 */
export const CONTROL_FACE: Face = {
  name: 'control',
  basePath: BASE_PATHS.control,
  envelope: (code, message) => ({ error: { code, message } }),
  refusals: CONTROL_REFUSALS,
  cardDetailsPaths: new Set(),
};
