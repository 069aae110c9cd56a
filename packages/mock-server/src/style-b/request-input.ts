import type { Context } from 'hono';
import { type IssueRule, parseRequest, type RequestInput, type RequestSchemas, readJsonBody } from '../http';
import { styleBRequestRule } from './issue-rule';

/**
 * Validates a Style B request already read ({@link parseRequest}) with Style B's issue rules: 40001 for
 * malformed input, 010005 to 010007 for the name and phone rules, 030002 / 030004 for currencies.
 *
 * @example
 * const input = styleBInput(c, { body: zCreateCardholderBody }, body);
 */
export function styleBInput<S extends RequestSchemas>(
  c: Context,
  schemas: S,
  body: Record<string, unknown>,
): RequestInput<S> {
  // The rule reads the raw request only to explain an issue: most requests have none, so it is built then.
  const rule: IssueRule = (issue, field) =>
    styleBRequestRule({ ...c.req.query(), ...body, ...c.req.param() })(issue, field);
  return parseRequest(c, schemas, body, rule);
}

/**
 * Reads (the JSON body, when the operation has one) and validates a Style B request ({@link styleBInput}).
 *
 * @example
 * const { accountId } = await styleBRequest(c, { query: zListCardholdersQuery });
 */
export async function styleBRequest<S extends RequestSchemas>(
  c: Context,
  schemas: S,
): Promise<RequestInput<S>> {
  return styleBInput(c, schemas, schemas.body ? await readJsonBody(c) : {});
}
