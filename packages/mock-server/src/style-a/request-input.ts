import type { Context } from 'hono';
import { parseRequest, type RequestInput, type RequestSchemas, readJsonBody } from '../http';
import { styleAIssueRule } from './issue-rule';

/** How one Style A operation reads its request beyond the spec's schemas. */
export interface StyleAInputOptions {
  /**
   * Optional body fields whose `null` (or `""`) removes the value rather than reading as absent (G-14,
   * G-15 have this exception where the spec says "null removes it": a card's `label`, A-29). The input
   * then holds `null` for them.
   */
  clearable?: readonly string[];
}

/**
 * Validates a Style A request already read ({@link parseRequest}) with Style A's issue rule: INVALID_REQUEST
 * for anything malformed, WEAK_PASSWORD for a short password on invite accept. Path parameters are typed as
 * the spec types them (a `controlId` in digits is a number), as query parameters are.
 *
 * @example
 * const input = styleAInput(c, { body: zCreateCardBody }, body);
 * const changes = styleAInput(c, { body: zUpdateCardBody, path: zUpdateCardPath }, body, { clearable: ['label'] });
 */
export function styleAInput<S extends RequestSchemas>(
  c: Context,
  schemas: S,
  body: Record<string, unknown>,
  options: StyleAInputOptions = {},
): RequestInput<S> {
  const cleared = (options.clearable ?? []).filter((name) => body[name] === null || body[name] === '');
  const kept =
    cleared.length === 0
      ? body
      : Object.fromEntries(Object.entries(body).filter(([k]) => !cleared.includes(k)));
  const input = parseRequest(c, schemas, kept, styleAIssueRule) as Record<string, unknown>;
  for (const name of cleared) input[name] = null;
  return input as RequestInput<S>;
}

/**
 * Reads the JSON body (when the operation has one) and validates the whole Style A request
 * ({@link styleAInput}).
 *
 * @example
 * const { limit, cursor } = await styleARequest(c, { query: zListCardsQuery });
 */
export async function styleARequest<S extends RequestSchemas>(
  c: Context,
  schemas: S,
  options: StyleAInputOptions = {},
): Promise<RequestInput<S>> {
  return styleAInput(c, schemas, schemas.body ? await readJsonBody(c) : {}, options);
}
