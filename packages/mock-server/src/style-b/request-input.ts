import type { Context } from 'hono';
import { parseRequest, type RequestInput, type RequestSchemas, readRequest } from '../http';
import { styleBIssueRule } from './issue-rule';

/**
 * Validates a Style B request already read ({@link parseRequest}) with Style B's issue rule: 40001 for
 * malformed input, 010005 to 010007 for the name and phone rules.
 *
 * @example
 * const input = styleBInput(c, { body: zCreateCardholderBody }, body);
 */
export function styleBInput<S extends RequestSchemas>(
  c: Context,
  schemas: S,
  body: Record<string, unknown>,
): RequestInput<S> {
  return parseRequest(c, schemas, body, styleBIssueRule);
}

/**
 * Reads and validates a Style B request ({@link readRequest}) with Style B's issue rule.
 *
 * @example
 * const { accountId } = await styleBRequest(c, { query: zListCardholdersQuery });
 */
export function styleBRequest<S extends RequestSchemas>(c: Context, schemas: S): Promise<RequestInput<S>> {
  return readRequest(c, schemas, styleBIssueRule);
}
