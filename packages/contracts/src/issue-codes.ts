import * as z from 'zod';

// The error code travels on the zod issue itself (zod keeps an issue's own keys when it finalizes it), so
// a face reads it from the issue whichever schema, field or copy of a schema raised it.
const KEY = 'errorCode';
const HINT = 'hint';

type Stamped = z.core.$ZodRawIssue & { [KEY]?: string | undefined; [HINT]?: string | undefined };

/** The keywords of a schema's `x-issue-codes` and the code each gives (`{ pattern: '010007' }`). */
export type IssueCodes = Readonly<Record<string, string>>;

/** The JSON Schema keyword whose failure a zod issue reports, for the keywords `x-issue-codes` may name. */
function keywordOf(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_format':
      return issue.format === 'regex' ? 'pattern' : 'format';
    case 'too_big':
      return issue.origin === 'string' ? 'maxLength' : issue.origin === 'array' ? 'maxItems' : 'maximum';
    case 'too_small':
      return issue.origin === 'string' ? 'minLength' : issue.origin === 'array' ? 'minItems' : 'minimum';
    case 'not_multiple_of':
      return 'multipleOf';
    case 'invalid_value':
      return 'enum';
    default:
      return undefined;
  }
}

/**
 * Whether `value` is of the JSON type of the allowed values: a string outside a string enum breaks the
 * enum, a number (or `null`) sent there breaks the type, which carries no code.
 */
function ofEnumType(value: unknown, allowed: readonly unknown[]): boolean {
  return allowed.some(
    (item) =>
      typeof item === typeof value &&
      value !== null &&
      (typeof item !== 'number' || !Number.isInteger(item) || Number.isInteger(value)),
  );
}

/** The code `codes` give an issue the schema raised on `value` itself, if any. */
function codeOf(issue: z.core.$ZodRawIssue, codes: IssueCodes, value: unknown): string | undefined {
  const keyword = keywordOf(issue);
  if (keyword === undefined) return undefined;
  if (issue.code === 'invalid_value') {
    return ofEnumType(value, issue.values) ? (codes.enum ?? codes.const) : undefined;
  }
  return codes[keyword];
}

/**
 * `schema` whose own issues `label` marks (its checks' issues included): zod hands each issue to the
 * schema's error map before it finalizes it, and keeps the keys set on it then. The map answers no message,
 * so zod's (or the schema's former map's) words stay. A map runs on every failure, a parse stopped
 * outright (a fraction in an integer field) included, where a check would not; a check with a message of
 * its own (`.regex(re, 'message')`) is answered before the schema's map, and stays unmarked.
 */
function labelled<T extends z.ZodType>(schema: T, label: (issue: Stamped) => void): T {
  const former = schema._zod.def.error as z.core.$ZodErrorMap | undefined;
  return schema.clone({
    ...schema._zod.def,
    error: (issue: z.core.$ZodRawIssue) => {
      label(issue as Stamped);
      return former?.(issue);
    },
  }) as T;
}

/**
 * What `pnpm generate` makes of a schema whose spec declares `x-issue-codes`: each issue `schema` raises
 * on its own value for a keyword named there carries that keyword's error code, which {@link errorCodeOf}
 * reads. An `enum` code is for a value of the enum's JSON type that is not listed; a value of another
 * type is a type failure and carries none. A code an enclosing rule gave first (`x-equal`) stays.
 *
 * @example
 * const zCardholderName = withIssueCodes(z.string().regex(/^[A-Za-z]+$/), { pattern: '010007' });
 * errorCodeOf(zCardholderName.safeParse('Zoë').error!.issues[0]!); // '010007'
 */
export function withIssueCodes<T extends z.ZodType>(schema: T, codes: IssueCodes): T {
  return labelled(schema, (issue) => {
    const code = issue[KEY] === undefined ? codeOf(issue, codes, issue.input) : undefined;
    if (code !== undefined) issue[KEY] = code;
  });
}

/**
 * What `pnpm generate` makes of a schema whose spec declares `x-issue-hint`: every issue `schema` raises
 * on its own value carries the hint (words a face adds to its message, such as the unit the field takes),
 * which {@link issueHintOf} reads.
 *
 * @example
 * const zAmountCents = withIssueHint(z.int().gte(1), 'takes integer cents');
 * issueHintOf(zAmountCents.safeParse(0.5).error!.issues[0]!); // 'takes integer cents'
 */
export function withIssueHint<T extends z.ZodType>(schema: T, hint: string): T {
  return labelled(schema, (issue) => {
    issue[HINT] ??= hint;
  });
}

/** The value at a dotted path of an object, `undefined` where the path leads nowhere. */
function valueAt(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * The check `pnpm generate` adds to an object whose spec declares `x-equal` (dotted fields that must hold
 * the same value) with its code in `x-issue-codes`: when every one of the fields holds a string and they
 * differ, the issues on those fields carry `code` in place of their own (the spec tells a mismatch before
 * what is wrong with either value, B-39); with no issue there, the last differing field gets one.
 *
 * @example
 * const zBody = z.object({ from: zSide, to: zSide }).check(equalFields(['from.currency', 'to.currency'], '030002'));
 */
export function equalFields(fields: readonly string[], code: string): z.core.$ZodCheck<unknown> {
  const paths = fields.map((field) => field.split('.'));
  // `when`: it runs after its fields' own issues too (zod skips a plain check then); only an issue that
  // stops the parse outright (a fraction in an integer field) leaves it out.
  const check: z.core.$ZodCheck<unknown> = new z.core.$ZodCheck({ check: 'custom', when: () => true });
  check._zod.check = (payload) => {
    const values = paths.map((path) => valueAt(payload.value, path));
    if (!values.every((value) => typeof value === 'string')) return;
    if (values.every((value) => value === values[0])) return;
    let found = false;
    for (const issue of payload.issues as Stamped[]) {
      if (fields.includes(issue.path?.join('.') ?? '')) {
        issue[KEY] = code;
        found = true;
      }
    }
    if (found) return;
    const at = paths.findLast((_, i) => values[i] !== values[0]) as string[];
    payload.issues.push({
      code: 'custom',
      path: at,
      input: valueAt(payload.value, at),
      message: `${at.join('.')} must equal ${fields[0]}`,
      [KEY]: code,
    } as Stamped);
  };
  return check;
}

/**
 * The error code the spec gives an issue (`x-issue-codes`), or `undefined` when it gives none: each face
 * maps it to its own answer.
 *
 * @example
 * const code = errorCodeOf(result.error.issues[0]); // '010007' for a name with a digit
 */
export function errorCodeOf(issue: z.core.$ZodIssue): string | undefined {
  const code = (issue as { [KEY]?: unknown })[KEY];
  return typeof code === 'string' ? code : undefined;
}

/**
 * The hint the spec gives the field an issue is on (`x-issue-hint`), or `undefined`.
 *
 * @example
 * const hint = issueHintOf(result.error.issues[0]); // 'takes integer cents (...)' for amount_cents: '10'
 */
export function issueHintOf(issue: z.core.$ZodIssue): string | undefined {
  const hint = (issue as { [HINT]?: unknown })[HINT];
  return typeof hint === 'string' ? hint : undefined;
}
