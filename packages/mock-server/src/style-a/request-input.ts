import type { Context } from 'hono';
import { parseRequest, type RequestInput, type RequestSchemas } from '../http';
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
 * Validates a Style A request already read as the operation binder does ({@link parseRequest} with Style A's
 * issue rule): INVALID_REQUEST for anything malformed, WEAK_PASSWORD for a short password on invite accept.
 *
 * @example
 * const changes = styleAInput(c, { body: zUpdateCardBody, path: zUpdateCardPath }, body, { clearable: ['label'] });
 */
export function styleAInput<S extends RequestSchemas>(
  c: Context,
  schemas: S,
  body: Record<string, unknown>,
  options: StyleAInputOptions = {},
): RequestInput<S> {
  return parseRequest(c, schemas, body, styleAIssueRule, options.clearable);
}
