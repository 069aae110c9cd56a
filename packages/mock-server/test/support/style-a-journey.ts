import type { Mock } from '../../src/app';
import type { Role } from '../../src/domain/organizations';
import { styleAContract } from './contract';
import { call } from './test-mock';

/**
 * Calls Style A and checks the response against specs/style-a.openapi.yaml: a response outside the contract
 * throws, listing the problems. `path` is below `/style-a`; the query string is left out of the check.
 *
 * @example
 * const res = await callA(mock, 'GET', '/v1/programs', undefined, { authorization: `Bearer ${token}` });
 */
export async function callA(
  mock: Mock,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): ReturnType<typeof call> {
  const res = await call(mock, method, `/style-a${path}`, body, headers);
  const problems = styleAContract.problems(method, path.split('?')[0] ?? path, res.status, res.body);
  if (problems.length > 0) throw new Error(`contract problems:\n${problems.join('\n')}`);
  if (!res.headers.get('request-id')?.match(/^[0-9a-f-]{36}$/)) {
    throw new Error(`${method} ${path}: no request-id header`);
  }
  return res;
}

/**
 * Gets an access token for the seeded API key of a role.
 *
 * @example
 * const token = await styleAToken(mock, 'ORG_ADMIN');
 */
export async function styleAToken(mock: Mock, role: Role): Promise<string> {
  const { clientId, clientSecret } = mock.seeded.styleA.apiKeys[role];
  const res = await callA(mock, 'POST', '/v1/oauth/token', {
    client_id: clientId,
    client_secret: clientSecret,
  });
  return (res.body as { access_token: string }).access_token;
}

/**
 * A GET with a bearer token, contract-checked.
 *
 * @example
 * const { body } = await getA(mock, token, '/v1/organizations');
 */
export function getA(mock: Mock, token: string, path: string): ReturnType<typeof call> {
  return callA(mock, 'GET', path, undefined, { authorization: `Bearer ${token}` });
}
