import fc from 'fast-check';
import { entityOf, type IdRef } from './id-pool';

type Json = Record<string, unknown>;

/** How a schema is walked: its spec's `$ref` resolver and the operation's path template. */
export interface SchemaContext {
  resolve(node: unknown): Json;
  template: string;
}

/** A reference to a real id of `kind`, or `fallback` when none is known (see {@link IdRef}). */
export const idRef = (kind: string, fallback: fc.Arbitrary<unknown>): fc.Arbitrary<IdRef> =>
  fc.record({
    idRef: fc.constant(kind),
    mode: fc.constantFrom<IdRef['mode']>('context', 'context', 'context', 'context', 'pool', 'pool', 'any'),
    pick: fc.nat(),
    fallback,
  });

// Small amounts, so valid money movements mostly fit the balances and succeed.
const smallDecimal = fc.oneof(
  fc.integer({ min: 1, max: 200 }).map(String),
  fc.integer({ min: 1, max: 20_000 }).map((c) => (c / 100).toFixed(2)),
  fc.constantFrom('0.5', '10', '1.00', '99.99'),
);
const smallCents = fc.integer({ min: 1, max: 20_000 });

// The kind of a nested `id` by the field that holds it (a transfer's `from` and `to` are wallets).
const PARENT_KINDS: Record<string, string> = { from: 'wallet', to: 'wallet' };

// Values the schemas allow but the domain narrows (known countries, the configured KYC provider).
const HINTS: Record<string, fc.Arbitrary<string>> = {
  country: fc.constantFrom('US', 'GB', 'HK', 'SG', 'DE'),
  sourceType: fc.constant('veritas'),
  currency: fc.constant('USD'),
};

/** One of the schemas of `allOf` merged into one: properties, required and the rest. */
function mergeAllOf(schema: Json, ctx: SchemaContext): Json {
  const { allOf, ...own } = schema;
  const merged: Json = { ...own };
  for (const part of (allOf as unknown[]).map((p) => flatten(ctx.resolve(p), ctx))) {
    const { properties, required, ...rest } = part;
    Object.assign(merged, rest, own);
    merged.properties = { ...(properties as Json), ...(merged.properties as Json) };
    merged.required = [...((merged.required as string[]) ?? []), ...((required as string[]) ?? [])];
  }
  return merged;
}

/**
 * A schema with its `$ref` and `allOf` resolved at the top level.
 *
 * @example
 * const body = flatten(ctx.resolve(operation.body), ctx);
 */
export function flatten(schema: Json, ctx: SchemaContext): Json {
  const resolved = ctx.resolve(schema);
  return resolved.allOf ? mergeAllOf(resolved, ctx) : resolved;
}

function stringArbitrary(schema: Json): fc.Arbitrary<string> {
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = Math.min((schema.maxLength as number | undefined) ?? 40, Math.max(min, 40));
  const fits = (s: string) => s.length >= min && s.length <= ((schema.maxLength as number) ?? Infinity);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc
        .tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.nat(99_999))
        .map(([u, n]) => `${u}${n}@example.com`);
    case 'date-time':
      return fc
        .integer({ min: Date.parse('2025-01-01'), max: Date.parse('2027-12-31') })
        .map((t) => new Date(t).toISOString());
    case 'uri':
      return fc.webUrl({ validSchemes: ['https'] });
  }
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  }
  return fc.string({ minLength: min, maxLength: max });
}

/**
 * Values valid for a JSON Schema of the specs: required properties always, optional ones sometimes,
 * ids as {@link IdRef}s to real records (by the field's name), amounts small enough to succeed.
 *
 * @example
 * const body = schemaValue(operation.body, { resolve, template: operation.template });
 */
export function schemaValue(
  node: unknown,
  ctx: SchemaContext,
  name = '',
  depth = 0,
  parent = '',
): fc.Arbitrary<unknown> {
  const schema = flatten(node as Json, ctx);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key] as unknown[] | undefined;
    if (branches) return fc.oneof(...branches.map((b) => schemaValue(b, ctx, name, depth + 1, parent)));
  }
  const types = ([] as unknown[]).concat(schema.type ?? (schema.properties ? 'object' : []));
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => schemaValue({ ...schema, type }, ctx, name, depth + 1, parent)));
  }
  const type = types[0];
  const kind =
    name === 'id' && parent
      ? (PARENT_KINDS[parent] ?? entityOf(`${parent}Id`))
      : name
        ? entityOf(name, ctx.template)
        : undefined;
  if (type === 'string') {
    const plain = stringArbitrary(schema);
    if (kind) return idRef(kind, plain);
    const hint = HINTS[name];
    if (hint) return fc.oneof({ weight: 4, arbitrary: hint }, { weight: 1, arbitrary: plain });
    if (/amount/i.test(name) && schema.pattern) return fc.oneof(smallDecimal, plain);
    return plain;
  }
  if (type === 'integer' || type === 'number') {
    const min = (schema.minimum as number | undefined) ?? -1_000;
    const max = (schema.maximum as number | undefined) ?? 1_000_000;
    const plain =
      type === 'integer'
        ? fc.integer({ min, max })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    if (kind) return idRef(kind, plain);
    if (/amount|cents/i.test(name))
      return fc.oneof(
        smallCents.filter((c) => c >= min && c <= max),
        plain,
      );
    if (name === 'ms') return fc.oneof(fc.integer({ min: 1, max: 10_000 }), plain);
    return plain;
  }
  if (type === 'boolean') return fc.boolean();
  if (type === 'null') return fc.constant(null);
  if (type === 'array') {
    if (depth > 6) return fc.constant([]);
    const items = schemaValue(schema.items ?? {}, ctx, name.replace(/s$/, ''), depth + 1);
    const minLength = (schema.minItems as number | undefined) ?? 0;
    const maxLength = Math.min((schema.maxItems as number | undefined) ?? 3, minLength + 3);
    return fc.array(items, { minLength, maxLength });
  }
  if (type === 'object') {
    if (depth > 6) return fc.constant({});
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const fields: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, property] of Object.entries((schema.properties as Json | undefined) ?? {})) {
      if (ctx.resolve(property).readOnly === true) continue;
      fields[key] = schemaValue(property, ctx, key, depth + 1, name);
    }
    const requiredKeys = Object.keys(fields).filter((k) => required.has(k));
    return fc.record(fields, { requiredKeys });
  }
  // No type: any small JSON value.
  return fc.jsonValue({ maxDepth: 2 });
}
