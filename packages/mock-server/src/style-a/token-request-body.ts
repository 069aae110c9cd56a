import type { Context } from 'hono';
import { DomainError } from '../domain';
import { bodyTextOf, readJsonBody } from '../http';

const FORM = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

/**
 * The body of `POST /v1/oauth/token`: JSON as the spec documents it, or the OAuth 2.0 form encoding of
 * the client-credentials grant (RFC 6749 4.4: `grant_type=client_credentials&client_id=…&client_secret=…`),
 * which the API reference's Authorize button sends (DECISIONS.md G-65). A form naming another grant is
 * `invalid` naming `grant_type`; `scope` is ignored (keys have no scopes).
 *
 * @example
 * const { client_id, client_secret } = styleAInput(c, { body: zCreateAccessTokenBody }, await tokenRequestBody(c));
 */
export async function tokenRequestBody(c: Context): Promise<Record<string, unknown>> {
  if (!FORM.test(c.req.header('content-type')?.trim() ?? '')) return readJsonBody(c);
  const form = new URLSearchParams(await bodyTextOf(c.req.raw));
  const grant = form.get('grant_type');
  if (grant !== null && grant !== 'client_credentials') {
    throw new DomainError('invalid', `grant_type must be client_credentials, not ${grant.slice(0, 100)}`, {
      field: 'grant_type',
    });
  }
  form.delete('grant_type');
  form.delete('scope');
  return Object.fromEntries(form);
}
