import * as z from 'zod';
import { DomainError, type DomainErrorKind } from '../domain/errors';

/** What a face makes of one zod issue: the domain kind, and the business reason that has its own code. */
export interface IssueVerdict {
  kind: DomainErrorKind;
  reason?: string;
  /** Words the face adds to the message, e.g. the unit a field takes. */
  hint?: string;
}

/**
 * The verdict of the failure a face reads from the code the spec gives an issue (`x-issue-codes`, G-88),
 * `undefined` when it reads none: both faces' issue rules end here.
 *
 * @example
 * const verdict = issueVerdictOf(failureOfCode('010007')); // { kind: 'unprocessable', reason: 'invalid_name_characters' }
 */
export function issueVerdictOf(
  failure: { kind: DomainErrorKind; reason?: string | undefined } | undefined,
): IssueVerdict | undefined {
  if (!failure) return undefined;
  return failure.reason ? { kind: failure.kind, reason: failure.reason } : { kind: failure.kind };
}

/**
 * A face's rule for the issues that are not plain `invalid` input: given the issue, its dotted field and
 * whether the field is missing (absent, `null` or `""`, G-14, G-15), answers the kind and reason (Style
 * B's 010005 to 010007), or `undefined` for the default `invalid`.
 */
export type IssueRule = (
  issue: z.core.$ZodIssue,
  field: string,
  missing: boolean,
) => IssueVerdict | undefined;

/** How {@link parseInput} names a failure. */
export interface ParseOptions {
  /** What the value is, for an issue at its root: `body` (the default) or `query`. */
  where?: string;
  /** The face's rule for issues that carry a business code. */
  rule?: IssueRule;
}

/** The object schema inside optional, nullable, default and pipe wrappers, if there is one. */
// Schemas are module constants (or built once per variant): what a request's parse asks of one is kept.
const objects = new WeakMap<z.ZodType, z.ZodObject | null>();
const coercions = new WeakMap<z.ZodType, ReadonlyMap<string, 'number' | 'boolean'>>();

function objectOf(schema: z.ZodType): z.ZodObject | undefined {
  let object = objects.get(schema);
  if (object === undefined) {
    object = findObject(schema) ?? null;
    objects.set(schema, object);
  }
  return object ?? undefined;
}

function findObject(schema: z.ZodType): z.ZodObject | undefined {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) return inner;
  if (inner instanceof z.ZodPipe) return findObject(inner.in as z.ZodType);
  return undefined;
}

/** A field schema without its optional, nullable and default wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (
    current instanceof z.ZodOptional ||
    current instanceof z.ZodNullable ||
    current instanceof z.ZodDefault
  ) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

/** Whether a field schema may be left out (optional, or with a default). */
function isOptional(field: z.ZodType): boolean {
  return field instanceof z.ZodOptional || field instanceof z.ZodDefault;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Drops `""` and `null` from the optional fields of an object schema, nested objects included: what a web
 * form sends for an empty input reads as absent, as everywhere (DECISIONS.md G-14, G-15). Required fields
 * keep them, so the schema names them as missing or wrong.
 *
 * @example
 * dropAbsentOptionals(zDecisionRequest, { status: 'APPROVED', reason: '' }); // { status: 'APPROVED' }
 */
export function dropAbsentOptionals(
  schema: z.ZodType,
  value: Record<string, unknown>,
): Record<string, unknown> {
  const object = objectOf(schema);
  if (!object) return value;
  const shape = object.shape as Record<string, z.ZodType>;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const field = shape[key];
    if (field && isOptional(field) && (item === '' || item === null)) continue;
    kept[key] = field && isPlainObject(item) ? dropAbsentOptionals(field, item) : item;
  }
  return kept;
}

/**
 * Query parameters as the schema reads them: a parameter the schema types as a number becomes one when it
 * is written in digits, as a boolean when it is `true` or `false`; anything else stays a string (a query
 * string has no types of its own, and `"007"` stays a string where the schema wants one).
 *
 * @example
 * queryValues(zListCardsQuery, { pageNum: '2', cardId: '123' }); // { pageNum: 2, cardId: '123' }
 */
export function queryValues(schema: z.ZodType, query: Record<string, string>): Record<string, unknown> {
  const coerce = coercionsOf(schema);
  const typed: Record<string, unknown> = {};
  for (const key in query) typed[key] = typedQueryValue(coerce.get(key), query[key] as string);
  return typed;
}

/**
 * A query parameter's text as a field of `kind` reads it (see {@link queryValues}). Not `z.coerce`: it reads
 * `""` as 0 and takes `" 7"`, `"1e3"` or `"0x10"` as numbers, and `z.coerce.boolean()` reads `"false"` as true.
 */
function typedQueryValue(kind: 'number' | 'boolean' | undefined, value: string): unknown {
  if (kind === 'number' && /^-?[0-9]{1,15}$/.test(value)) return Number(value);
  if (kind === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** One declared field of a query schema: its name, what its text turns into, and whether it may be left out. */
interface QueryField {
  key: string;
  kind: 'number' | 'boolean' | undefined;
  optional: boolean;
}

const queryFieldLists = new WeakMap<z.ZodType, readonly QueryField[] | null>();

/**
 * The query parameters an object schema declares, each read by name with `read` (Hono's `c.req.query(key)`
 * finds one name without parsing the whole query), typed as {@link queryValues} types them, `""` left out
 * of optional ones (G-14): what `dropAbsentOptionals(schema, queryValues(schema, query))` gives minus the
 * names the schema ignores anyway. `undefined` when the schema takes any name, or refuses the names it does
 * not declare (a strict schema, the control API's, G-12): then read the whole query.
 *
 * @example
 * declaredQueryValues(zListCardsQuery, (key) => c.req.query(key)); // { accountId: 'acc_1', pageNum: 2 }
 */
export function declaredQueryValues(
  schema: z.ZodType,
  read: (key: string) => string | undefined,
): Record<string, unknown> | undefined {
  let fields = queryFieldLists.get(schema);
  if (fields === undefined) {
    const object = objectOf(schema);
    const shape = object?.shape as Record<string, z.ZodType> | undefined;
    const coerce = coercionsOf(schema);
    const strict = object?._zod.def.catchall instanceof z.ZodNever;
    fields =
      shape && !strict
        ? Object.entries(shape).map(([key, field]) => ({
            key,
            kind: coerce.get(key),
            optional: isOptional(field),
          }))
        : null;
    queryFieldLists.set(schema, fields);
  }
  if (fields === null) return undefined;
  const typed: Record<string, unknown> = {};
  for (const { key, kind, optional } of fields) {
    const value = read(key);
    if (value === undefined || (optional && value === '')) continue;
    typed[key] = typedQueryValue(kind, value);
  }
  return typed;
}

/** The fields of a schema that a query string's text turns into numbers or booleans. */
function coercionsOf(schema: z.ZodType): ReadonlyMap<string, 'number' | 'boolean'> {
  let found = coercions.get(schema);
  if (!found) {
    const kinds = new Map<string, 'number' | 'boolean'>();
    const shape = (objectOf(schema)?.shape ?? {}) as Record<string, z.ZodType>;
    for (const [key, field] of Object.entries(shape)) {
      const inner = unwrap(field);
      if (inner instanceof z.ZodNumber) kinds.set(key, 'number');
      else if (inner instanceof z.ZodBoolean) kinds.set(key, 'boolean');
    }
    found = kinds;
    coercions.set(schema, found);
  }
  return found;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
};

/** Our own words for an issue, naming the field (the face sends messages to callers as they are). */
function describe(issue: z.core.$ZodIssue, field: string, input: unknown): string {
  if (input === undefined || input === null || input === '') {
    if (issue.code !== 'custom') return `${field} is required`;
  }
  switch (issue.code) {
    case 'invalid_type':
      return `${field} must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `${field} may hold at most ${issue.maximum} items`;
      return `${field} must be at most ${issue.maximum}`;
    case 'too_small':
      if (issue.origin === 'string') return `${field} must be at least ${issue.minimum} characters`;
      if (issue.origin === 'array') return `${field} must hold at least ${issue.minimum} items`;
      return `${field} must be ${issue.inclusive === false ? 'more than' : 'at least'} ${issue.minimum}`;
    case 'invalid_format':
      if (issue.format === 'regex' && 'pattern' in issue)
        return `${field} must match ${String(issue.pattern)}`;
      if (issue.format === 'email') return `${field} must be an e-mail address`;
      if (issue.format === 'uuid') return `${field} must be a UUID`;
      if (issue.format === 'datetime') return `${field} must be an ISO 8601 date-time`;
      return `${field} must be a valid ${issue.format}`;
    case 'invalid_value':
      return `${field} must be one of ${issue.values.map(String).join(', ')}`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${String(issue.divisor)}`;
    case 'invalid_union':
      return `${field} does not match any accepted shape`;
    default:
      return `${field}: ${issue.message}`;
  }
}

/** The value at a path of the input, to tell a missing field from a wrong one. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isPlainObject(current) && !Array.isArray(current)) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * Validates `value` with a schema generated from the contract and answers the parsed, typed value. The
 * first issue becomes a {@link DomainError} naming its field: a refinement's own kind and reason (a custom
 * issue whose `params` hold an {@link IssueVerdict}), else the face's `rule`, else `invalid`; each face
 * answers it with its own code.
 *
 * @example
 * const { ms } = parseInput(zAdvanceClockBody, body);
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  options: ParseOptions | string = {},
): z.output<S> {
  const { where = 'body', rule } = typeof options === 'string' ? { where: options } : options;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // A key a strict schema does not declare is named first, whatever else is wrong (G-12).
  const issues = result.error.issues;
  const issue = (issues.find((found) => found.code === 'unrecognized_keys') ?? issues[0]) as z.core.$ZodIssue;
  if (issue.code === 'unrecognized_keys') throw unknownKey(schema, issue, where);
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : where;
  const params = issue.code === 'custom' ? (issue.params as IssueVerdict | undefined) : undefined;
  const input = valueAt(value, issue.path);
  const missing = input === undefined || input === null || input === '';
  const verdict = params?.kind ? params : (rule?.(issue, field, missing) ?? { kind: 'invalid' as const });
  const described = issue.code === 'custom' ? issue.message : describe(issue, field, input);
  const message = verdict.hint ? `${described}; ${verdict.hint}` : described;
  throw new DomainError(verdict.kind, message, {
    field,
    ...(verdict.reason ? { reason: verdict.reason } : {}),
  });
}

/**
 * The error of a key a strict schema (`z.strictObject`, the control API's, G-12) does not declare, at any
 * depth, naming its dotted path: `unknown field settings.bogus`, `unknown query parameter limt`.
 */
function unknownKey(schema: z.ZodType, issue: z.core.$ZodIssueUnrecognizedKeys, where: string): DomainError {
  const field = [...issue.path.map(String), issue.keys[0] ?? ''].join('.');
  const shape = issue.path.length === 0 ? objectOf(schema)?.shape : undefined;
  const takesNothing = where === 'body' && shape !== undefined && Object.keys(shape).length === 0;
  if (takesNothing) return new DomainError('invalid', 'this operation takes no body', { field });
  const what = where === 'query' ? 'query parameter' : where === 'path' ? 'path parameter' : 'field';
  return new DomainError('invalid', `unknown ${what} ${field}`, { field });
}
