import type { Context } from 'hono';
import type * as z from 'zod';
import {
  declaredQueryValues,
  dropAbsentOptionals,
  type IssueRule,
  parseInput,
  queryValues,
} from './zod-input';

/** The schemas, generated from the spec, of the parts of one operation's request. */
export interface RequestSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  path?: z.ZodType;
}

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** One operation's validated input: query, body and path parameters, merged in that order. */
export type RequestInput<S extends RequestSchemas> = (S['query'] extends z.ZodType
  ? Out<S['query']>
  : unknown) &
  (S['body'] extends z.ZodType ? Out<S['body']> : unknown) &
  (S['path'] extends z.ZodType ? Out<S['path']> : unknown);

/**
 * Validates a public operation's request with the schemas generated from the spec: `""` and `null` in
 * optional fields read as absent (G-14, G-15), fields the spec does not declare are ignored (G-9), and the
 * first issue becomes a domain error through the face's `rule`. Path and query parameters are typed as the
 * schema types them (a number in digits becomes a number). Answers the typed input, with path
 * parameters winning over body fields of the same name. Takes the body already read, so that an operation
 * under an `Idempotency-Key` validates inside its run. `clearable` names optional body fields whose `null`
 * (or `""`) removes the value rather than reading as absent (a card's `label`, A-29): the input holds
 * `null` for them.
 *
 * @example
 * // What the operation binder runs inside an `Idempotency-Key`'s run, the body read before it:
 * const input = parseRequest(c, { body: zCreateCardholderBody }, body, styleBIssueRule);
 */
export function parseRequest<S extends RequestSchemas>(
  c: Context,
  schemas: S,
  body: Record<string, unknown>,
  rule?: IssueRule,
  clearable: readonly string[] = [],
): RequestInput<S> {
  const options = rule ? { rule } : {};
  const query = schemas.query
    ? parseInput(schemas.query, queryInput(c, schemas.query), { ...options, where: 'query' })
    : {};
  const cleared = clearable.filter((name) => body[name] === null || body[name] === '');
  const kept =
    cleared.length === 0
      ? body
      : Object.fromEntries(Object.entries(body).filter(([k]) => !cleared.includes(k)));
  const parsedBody = schemas.body
    ? (parseInput(schemas.body, dropAbsentOptionals(schemas.body, kept), options) as Record<string, unknown>)
    : {};
  for (const name of cleared) parsedBody[name] = null;
  const path = schemas.path
    ? parseInput(schemas.path, queryValues(schemas.path, c.req.param()), { ...options, where: 'path' })
    : {};
  return { ...(query as object), ...parsedBody, ...(path as object) } as RequestInput<S>;
}

/** The query as the schema reads it: each declared name looked up alone, else the whole query parsed. */
function queryInput(c: Context, schema: z.ZodType): Record<string, unknown> {
  return (
    declaredQueryValues(schema, (key) => c.req.query(key)) ??
    dropAbsentOptionals(schema, queryValues(schema, c.req.query()))
  );
}
