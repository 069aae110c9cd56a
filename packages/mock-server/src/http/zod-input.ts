import * as z from 'zod';
import { DomainError } from '../domain/errors';

/**
 * The field names a request schema declares (an object's keys; every option's keys for a union), or
 * `undefined` when it takes any key (a record).
 */
function declaredKeys(schema: z.ZodType): Set<string> | undefined {
  if (schema instanceof z.ZodObject) return new Set(Object.keys(schema.shape));
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion) {
    const keys = new Set<string>();
    for (const option of schema.options as z.ZodType[]) {
      const own = declaredKeys(option);
      if (!own) return undefined;
      for (const key of own) keys.add(key);
    }
    return keys;
  }
  if (schema instanceof z.ZodPipe) return declaredKeys(schema.in as z.ZodType);
  return undefined;
}

/**
 * Refuses a key the schema does not declare, naming it (the control API is strict, G-12).
 *
 * @example
 * refuseUnknownKeys(zAdvanceClockBody, body, 'field'); // throws for { ms: 1, extra: 2 }
 */
export function refuseUnknownKeys(schema: z.ZodType, value: Record<string, unknown>, what: string): void {
  const keys = declaredKeys(schema);
  if (!keys) return;
  const unknown = Object.keys(value).find((key) => !keys.has(key));
  if (unknown !== undefined) {
    const message =
      keys.size === 0 && what === 'field' ? 'this operation takes no body' : `unknown ${what} ${unknown}`;
    throw new DomainError('invalid', message, { field: unknown });
  }
}

/** Whether a field schema may be left out (optional, or with a default). */
function isOptional(field: z.ZodType): boolean {
  return field instanceof z.ZodOptional || field instanceof z.ZodDefault;
}

/**
 * Drops `""` and `null` from the optional fields of an object schema: what a web form sends for an empty
 * input reads as absent, as everywhere (DECISIONS.md G-14, G-15). Required fields keep them, so the
 * schema names them as missing or wrong.
 *
 * @example
 * dropAbsentOptionals(zDecisionRequest, { status: 'APPROVED', reason: '' }); // { status: 'APPROVED' }
 */
export function dropAbsentOptionals(
  schema: z.ZodType,
  value: Record<string, unknown>,
): Record<string, unknown> {
  if (!(schema instanceof z.ZodObject)) return value;
  const shape = schema.shape as Record<string, z.ZodType>;
  return Object.fromEntries(
    Object.entries(value).filter(([key, item]) => {
      const field = shape[key];
      return !(field && isOptional(field) && (item === '' || item === null));
    }),
  );
}

/**
 * Validates `value` with a schema generated from the contract and answers the parsed value; the first
 * issue becomes a `DomainError('invalid')` naming its field, which each face answers with its own
 * validation code.
 *
 * @example
 * const { ms } = parseInput(zAdvanceClockBody, body);
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where = 'body'): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : where;
  throw new DomainError('invalid', `${field}: ${issue?.message ?? 'invalid'}`, { field });
}

/**
 * Query parameters as a schema reads them: a whole number in digits becomes a number, anything else stays
 * a string (a query string has no types of its own).
 *
 * @example
 * queryValues({ limit: '5', type: 'CARD.CREATED' }); // { limit: 5, type: 'CARD.CREATED' }
 */
export function queryValues(query: Record<string, string>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, /^-?[0-9]{1,15}$/.test(value) ? Number(value) : value]),
  );
}
