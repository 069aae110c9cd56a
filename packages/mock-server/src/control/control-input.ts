import type { Context } from 'hono';
import * as z from 'zod';
import { readJsonBody } from '../http';
import { dropAbsentOptionals, parseInput, queryValues, refuseUnknownKeys } from '../http/zod-input';

const NOTHING = z.object({});

/**
 * Reads a control API body with the operation's schema generated from specs/mock-control.openapi.yaml:
 * no query parameter (G-18), no field the schema does not declare (G-12), `""` and `null` in optional
 * fields read as absent (G-14, G-15), then the schema's rules; answers the parsed body. Without a schema
 * the operation takes no body.
 *
 * @example
 * const { ms } = await controlBody(c, zAdvanceClockBody);
 */
export async function controlBody<S extends z.ZodType = typeof NOTHING>(
  c: Context,
  schema?: S,
): Promise<z.output<S>> {
  controlQuery(c);
  const body = await readJsonBody(c);
  const rules = (schema ?? NOTHING) as z.ZodType;
  refuseUnknownKeys(rules, body, 'field');
  return parseInput(rules, dropAbsentOptionals(rules, body)) as z.output<S>;
}

/**
 * Reads a control API query with the operation's schema: no parameter it does not declare, then its
 * rules; answers the parsed query (defaults applied). Without a schema the operation takes no query.
 *
 * @example
 * const { limit } = controlQuery(c, zListRequestsQuery);
 */
export function controlQuery<S extends z.ZodType = typeof NOTHING>(c: Context, schema?: S): z.output<S> {
  const rules = (schema ?? NOTHING) as z.ZodType;
  const query = queryValues(rules, c.req.query());
  refuseUnknownKeys(rules, query, 'query parameter');
  return parseInput(rules, dropAbsentOptionals(rules, query), 'query') as z.output<S>;
}
