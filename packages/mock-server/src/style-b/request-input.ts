import type { Context } from 'hono';
import { parseRequest, type RequestInput, type RequestSchemas, readJsonBody } from '../http';
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
  const request = { ...c.req.query(), ...body, ...c.req.param() };
  return parseRequest(c, schemas, body, styleBRequestRule(request));
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
