import * as z from 'zod';
import { amountProblem, type Cents, decimalToCents, type ParseAmountOptions } from '../domain/money';
import { parseInput } from './zod-input';

/**
 * The zod transform of a decimal-string amount of the wire into integer cents (G-5, G-6): a malformed value
 * is `invalid`, a well-formed amount outside `range` `unprocessable`, both refinements carrying their kind
 * and naming `field`. The domain's commands then take {@link Cents}.
 *
 * @example
 * const body = zCreditWalletBody.extend({ amount: zAmountCents('amount') });
 * parseInput(body, { amount: '12.3' }); // { amount: 1230 }
 */
export function zAmountCents(field: string, range: ParseAmountOptions = {}) {
  return z.unknown().transform((value, ctx): Cents => {
    const cents = typeof value === 'string' ? decimalToCents(value, range) : 'not_a_string';
    if (typeof cents === 'number') return cents;
    const { kind, message } = amountProblem(field, cents, typeof value === 'string' ? value : '', range);
    ctx.addIssue({ code: 'custom', message, params: { kind } });
    return z.NEVER;
  });
}

/**
 * Parses one amount at the edge with {@link zAmountCents}, for a value checked after something that must
 * come first (the record it moves: 404 before the amount's 400).
 *
 * @example
 * amountCents('12.3', 'amount'); // 1230
 * amountCents('1e3', 'amount');  // throws DomainError('invalid', ...)
 */
export function amountCents(value: string, field: string, range: ParseAmountOptions = {}): Cents {
  return parseInput(zAmountCents(field, range), value, field);
}

type CentsShape<Shape, F extends keyof Shape> = Omit<Shape, F> & {
  [K in F]: undefined extends z.output<Shape[K] & z.ZodType>
    ? z.ZodOptional<z.ZodType<Cents>>
    : z.ZodType<Cents>;
};

/**
 * `schema` with its decimal-string `fields` handed over as cents: the spec's own rules first (its pattern,
 * its messages), then {@link zAmountCents}'s range. An optional field stays optional (`""` and `null` read
 * as absent, G-14).
 *
 * @example
 * simulateAuthorization: withSchemas(() => ({ body: withCents(zSimulateAuthorizationBody, ['amount']) }), ...) // { amount: 1230, ... }
 */
export function withCents<S extends z.ZodObject, F extends keyof S['shape'] & string>(
  schema: S,
  fields: readonly F[],
  range: ParseAmountOptions = {},
): z.ZodObject<CentsShape<S['shape'], F>> {
  const shape: Record<string, z.ZodType> = {};
  for (const name of fields) {
    const field = schema.shape[name] as z.ZodType;
    shape[name] =
      field instanceof z.ZodOptional
        ? (field.unwrap() as z.ZodType).pipe(zAmountCents(name, range)).optional()
        : field.pipe(zAmountCents(name, range));
  }
  return schema.extend(shape) as unknown as z.ZodObject<CentsShape<S['shape'], F>>;
}
