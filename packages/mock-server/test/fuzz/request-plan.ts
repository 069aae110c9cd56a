import fc from 'fast-check';
import { type IdRef, isIdRef } from './id-pool';
import { bodyMutation, junk, junkParameter, mutateBody, OVERSIZED, rawBody } from './mutations';
import { type SchemaContext, schemaValue } from './schema-arbitrary';
import type { LoadedSpec, SpecOperation } from './spec-operations';

/** How a request authenticates: as a client with a role, without credentials, or with bad ones. */
export type Auth =
  | { kind: 'good'; role: string }
  | { kind: 'none' }
  | { kind: 'junk'; value: string }
  | { kind: 'cross' }
  | { kind: 'malformed'; value: string };

/** The Idempotency-Key a request sends: a new one, one sent before, none, or junk. */
export type Idempotency =
  | { kind: 'fresh' | 'junk'; key: string }
  | { kind: 'reuse'; pick: number }
  | { kind: 'none' };

/** One request, drawn before it is sent: ids are {@link IdRef}s the session resolves to real ones. */
export interface RequestPlan {
  operation: SpecOperation;
  catalogue: ReadonlySet<string>;
  /** The operation's method, or another one (a method the path does not serve). */
  method: string;
  path: Record<string, unknown>;
  /** Path values inserted without encoding (`..`, `%2F`): the request may land on another route. */
  rawPath: boolean;
  query: Array<[string, unknown]>;
  headers: Record<string, string>;
  body:
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string; contentType: string | null }
    | undefined;
  /** Sign the body as the provider of a Style A callback would. */
  sign: boolean;
  auth: Auth;
  idempotency: Idempotency;
  /** Which prepared fixture `context` ids come from. */
  context: number;
  /** Style B: send to the production environment. */
  production: boolean;
  variant: Variant;
  /** Sent together with the plans next to it that are also concurrent (requests in flight at once). */
  concurrent: boolean;
}

type Variant = 'valid' | 'body' | 'raw' | 'query' | 'path' | 'method';

// Header values must be visible ASCII, or the Request cannot be built at all.
const headerJunk = fc.stringMatching(/^[!-~]{0,60}$/);
const ROLES = ['RESELLER_ADMIN', 'PROGRAM_MANAGER', 'DEVELOPER', 'SUPPORT', 'AUDITOR'];

const authOf = (face: SpecOperation['face']): fc.Arbitrary<Auth> =>
  face === 'mock-control'
    ? fc.constant({ kind: 'none' })
    : fc.oneof(
        { weight: 12, arbitrary: fc.constant({ kind: 'good' as const, role: 'ORG_ADMIN' }) },
        { weight: 4, arbitrary: fc.constantFrom(...ROLES).map((role) => ({ kind: 'good' as const, role })) },
        { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
        { weight: 1, arbitrary: headerJunk.map((value) => ({ kind: 'junk' as const, value })) },
        { weight: 1, arbitrary: fc.constant({ kind: 'cross' as const }) },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom('', 'Basic ', 'bearer ', 'Bearer  ', 'Bearer x.', 'Token ')
            .map((value) => ({ kind: 'malformed' as const, value })),
        },
      );

const idempotency: fc.Arbitrary<Idempotency> = fc.oneof(
  { weight: 7, arbitrary: fc.uuid().map((key) => ({ kind: 'fresh' as const, key })) },
  { weight: 2, arbitrary: fc.nat().map((pick) => ({ kind: 'reuse' as const, pick })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 1, arbitrary: headerJunk.map((key) => ({ kind: 'junk' as const, key })) },
);

/** A value as text: strings as they are, anything else as JSON. */
const text = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A JSON text of a value with its id references replaced by their fallbacks. */
const plainJson = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (isIdRef(v) ? (v as IdRef).fallback : v)) ?? '';

type QueryMutation =
  | { kind: 'drop'; pick: number }
  | { kind: 'junk'; pick: number; value: string }
  | { kind: 'duplicate'; pick: number }
  | { kind: 'unknown'; name: string; value: string };

const queryMutation: fc.Arbitrary<QueryMutation> = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('junk' as const), pick: fc.nat(), value: junkParameter }),
  fc.record({ kind: fc.constant('duplicate' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('unknown' as const),
    name: fc.string({ maxLength: 10 }),
    value: junkParameter,
  }),
);

function mutateQuery(
  query: Array<[string, unknown]>,
  names: string[],
  m: QueryMutation,
): Array<[string, unknown]> {
  const at = 'pick' in m ? m.pick % Math.max(query.length, 1) : 0;
  switch (m.kind) {
    case 'drop':
      return query.filter((_, i) => i !== at);
    case 'junk': {
      const name = names[m.pick % Math.max(names.length, 1)] ?? 'q';
      return [...query.filter(([n]) => n !== name), [name, m.value]];
    }
    case 'duplicate':
      return query[at] ? [...query, query[at]] : query;
    case 'unknown':
      return [...query, [m.name, m.value]];
  }
}

/**
 * Requests for one operation: valid ones (values from its schemas, real ids), and ones with a mutated
 * body, a raw body (malformed, wrong content type, oversized), a bad query, bad path ids or another method.
 *
 * @example
 * fc.sample(planOf(spec, spec.operations[0]), 1);
 */
export function planOf(spec: LoadedSpec, operation: SpecOperation): fc.Arbitrary<RequestPlan> {
  const ctx: SchemaContext = { resolve: spec.resolve, template: operation.template };
  const byPlace = (place: string) => operation.parameters.filter((p) => p.in === place);
  const path = fc.record(
    Object.fromEntries(byPlace('path').map((p) => [p.name, schemaValue(p.schema, ctx, p.name)])),
  );
  const queryNames = byPlace('query').map((p) => p.name);
  const query = fc
    .tuple(
      ...byPlace('query').map((p) => {
        const value = schemaValue(p.schema, ctx, p.name);
        const entry = value.map((v): Array<[string, unknown]> => [[p.name, v]]);
        return p.required ? entry : fc.oneof(entry, fc.constant([]));
      }),
    )
    .map((parts) => parts.flat());
  const headers = fc.record(
    Object.fromEntries(
      byPlace('header')
        .filter((p) => p.name !== 'Idempotency-Key')
        .map((p) => [p.name, fc.oneof(schemaValue(p.schema, ctx, p.name).map(text), headerJunk)]),
    ),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;
  const body = operation.body ? schemaValue(operation.body, ctx) : fc.constant(undefined);
  const variant = fc.constantFrom<Variant>(
    'valid',
    'valid',
    'valid',
    'valid',
    'body',
    'body',
    'body',
    'raw',
    'query',
    'path',
    'method',
  );
  const base = fc.record({
    variant,
    path,
    query,
    headers,
    body,
    sign: fc.boolean(),
    auth: authOf(operation.face),
    idempotency,
    context: fc.nat(),
    production: fc.nat(9).map((n) => n === 0),
    concurrent: fc.nat(3).map((n) => n === 0),
    bodyMutation,
    queryMutation,
    pathJunk: fc.tuple(
      fc.nat(),
      fc.oneof(junkParameter, fc.constant('x'.repeat(OVERSIZED)), junk.map(text)),
      fc.boolean(),
    ),
    otherMethod: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
  });
  return base.chain((r) => {
    const plan: RequestPlan = {
      operation,
      catalogue: spec.catalogue,
      method: operation.method,
      path: r.path,
      rawPath: false,
      query: r.query,
      headers: r.headers,
      body: r.body === undefined ? undefined : { kind: 'json', value: r.body },
      sign: r.sign,
      auth: r.auth,
      idempotency: r.idempotency,
      context: r.context,
      production: r.production,
      variant: r.variant,
      concurrent: r.concurrent,
    };
    switch (r.variant) {
      case 'body':
        plan.body = { kind: 'json', value: mutateBody(r.body ?? {}, r.bodyMutation) };
        break;
      case 'query':
        plan.query = mutateQuery(r.query, [...queryNames, 'limit', 'pageSize'], r.queryMutation);
        break;
      case 'path': {
        const names = Object.keys(r.path);
        const [pick, value, raw] = r.pathJunk;
        const name = names[pick % Math.max(names.length, 1)];
        if (name) plan.path = { ...r.path, [name]: value };
        plan.rawPath = name !== undefined && raw;
        break;
      }
      case 'method':
        plan.method = r.otherMethod;
        break;
      case 'raw':
        return rawBody(plainJson(r.body ?? {})).map((raw) => ({
          ...plan,
          body: { kind: 'raw' as const, ...raw },
        }));
    }
    return fc.constant(plan);
  });
}

/**
 * Operations the fuzz leaves out: injected faults answer 5xx on purpose (the brief's exception), and
 * `DELETE /` of the control API shares its path with the landing page (`GET /_mock/` answers HTML by
 * design); on the mock's own control URL it only ever answers 409 (src/app/sandboxes.test.ts) or refuses bad input (bad-input.test.ts).
 */
export const EXCLUDED = new Set(['mock-control POST /faults', 'mock-control DELETE /']);

// Rare: a reset re-prepares the sandbox; an unfreeze is followed by a freeze. A reset's weight of 2 makes
// one likely (about 5 in a fuzz run of 10,000 draws), which the check that every operation was sent needs.
const WEIGHTS: Record<string, number> = {
  'mock-control POST /reset': 2,
  'mock-control POST /clock/unfreeze': 2,
};

/** The key of an operation, `face METHOD /template`. */
export const operationKey = (o: SpecOperation) => `${o.face} ${o.method} ${o.template}`;

/**
 * Requests over every operation of the given specs but {@link EXCLUDED}, weighted evenly but for resets.
 *
 * @example
 * const plans = planArbitrary(['style-a', 'style-b', 'mock-control'].map(loadOperations));
 */
export function planArbitrary(specs: LoadedSpec[]): fc.Arbitrary<RequestPlan> {
  return fc.oneof(
    ...specs.flatMap((spec) =>
      spec.operations
        .filter((o) => !EXCLUDED.has(operationKey(o)))
        .map((o) => ({ arbitrary: planOf(spec, o), weight: WEIGHTS[operationKey(o)] ?? 20 })),
    ),
  );
}
