import type { Context } from 'hono';
import { DomainError, isDomainError } from '../domain/errors';
import { parseInput, parseRequest, type RequestInput, type RequestSchemas, readJsonBody } from '../http';
import { queryValues } from '../http/zod-input';
import { styleAFieldHint, styleAIssueRule } from './issue-rule';

/** How one Style A operation reads its request beyond the spec's schemas. */
export interface StyleAInputOptions {
  /**
   * Optional body fields whose `null` (or `""`) removes the value rather than reading as absent (G-14,
   * G-15 have this exception where the spec says "null removes it": a card's `label`, A-29). The input
   * then holds `null` for them.
   */
  clearable?: readonly string[];
}

// Style A's words for an issue: its hint for the field, if it has one.
function withHint(error: unknown): unknown {
  if (!isDomainError(error) || error.kind !== 'invalid') return error;
  const hint = styleAFieldHint(error.field);
  if (!hint) return error;
  return new DomainError(error.kind, `${error.message}; ${hint}`, {
    ...(error.field === undefined ? {} : { field: error.field }),
    ...(error.reason === undefined ? {} : { reason: error.reason }),
  });
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
  const { path, ...rest } = schemas as RequestSchemas;
  try {
    const input = parseRequest(c, rest, kept, styleAIssueRule) as Record<string, unknown>;
    const params = path
      ? (parseInput(path, queryValues(path, c.req.param()), {
          rule: styleAIssueRule,
          where: 'path',
        }) as object)
      : {};
    for (const name of cleared) input[name] = null;
    return { ...input, ...params } as RequestInput<S>;
  } catch (error) {
    throw withHint(error);
  }
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
