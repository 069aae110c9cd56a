import fc from 'fast-check';
import { isIdRef } from './id-pool';

/** 100 KB: far beyond any `maxLength` of the specs and any field a client should send. */
export const OVERSIZED = 100_000;

/** Values of the wrong type or out of range, for any field. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    '',
    ' ',
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    2 ** 53 + 1,
    true,
    false,
    [],
    {},
    'null',
    'NaN',
    '-0.00',
    '1e3',
    '0x10',
    '1,000.00',
    '９９',
    '\u0000',
    '\ud800',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '2026-13-45T25:61:61Z',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.constant('x'.repeat(OVERSIZED)),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

type Path = Array<string | number>;

/** Every path to a field (or item) of a JSON value, an id reference counting as one leaf. */
function paths(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  if (isIdRef(value) || typeof value !== 'object' || value === null) return out;
  for (const [key, child] of Object.entries(value)) {
    const path = [...at, Array.isArray(value) ? Number(key) : key];
    out.push(path);
    paths(child, path, out);
  }
  return out;
}

function setAt(value: unknown, path: Path, replace: (old: unknown) => unknown | undefined): unknown {
  if (path.length === 0) return replace(value);
  if (typeof value !== 'object' || value === null) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) {
    const copy = [...value];
    const next = setAt(copy[Number(head)], rest, replace);
    if (next === undefined) copy.splice(Number(head), 1);
    else copy[Number(head)] = next;
    return copy;
  }
  const copy: Record<string, unknown> = { ...value };
  const next = setAt(copy[head], rest, replace);
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** What a mutation does to a JSON body: the kinds the brief names (missing, wrong type, oversized...). */
export type BodyMutation =
  | { kind: 'drop'; pick: number }
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'oversize'; pick: number }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'whole'; value: unknown };

/**
 * Mutations of a JSON body, each a small change to a valid one.
 *
 * @example
 * fc.tuple(valid, bodyMutation).map(([v, m]) => mutateBody(v, m));
 */
export const bodyMutation: fc.Arbitrary<BodyMutation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: junk }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('oversize' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      key: fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('__proto__', 'constructor', 'id', 'status'),
      ),
      value: junk,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: junk }) },
);

/**
 * Applies one {@link BodyMutation} to a body (a field chosen by `pick` among all nested fields).
 *
 * @example
 * mutateBody({ amount: '1.00' }, { kind: 'drop', pick: 0 }); // {}
 */
export function mutateBody(body: unknown, mutation: BodyMutation): unknown {
  const all = paths(body);
  const path = 'pick' in mutation ? all[mutation.pick % Math.max(all.length, 1)] : undefined;
  switch (mutation.kind) {
    case 'drop':
      return path ? setAt(body, path, () => undefined) : body;
    case 'replace':
      return path ? setAt(body, path, () => mutation.value) : mutation.value;
    case 'oversize':
      return path
        ? setAt(body, path, (old) => (typeof old === 'number' ? 10 ** 300 : 'x'.repeat(OVERSIZED)))
        : 'x'.repeat(OVERSIZED);
    case 'extra':
      return typeof body === 'object' && body !== null && !Array.isArray(body) && !isIdRef(body)
        ? { ...body, [mutation.key]: mutation.value }
        : body;
    case 'whole':
      return mutation.value;
  }
}

/** Bodies that are not a JSON document of the right content type at all. */
export type RawBody = { text: string; contentType: string | null };

const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/**
 * Raw bodies: malformed or truncated JSON, wrong content types, oversized and deeply nested documents.
 *
 * @example
 * rawBody(JSON.stringify(valid));
 */
export const rawBody = (valid: string): fc.Arbitrary<RawBody> =>
  fc.oneof(
    fc
      .nat()
      .map((n) => ({ text: valid.slice(0, n % Math.max(valid.length, 1)), contentType: 'application/json' })),
    fc.constantFrom(
      { text: '', contentType: 'application/json' },
      { text: '{', contentType: 'application/json' },
      { text: '{"a":1,}', contentType: 'application/json' },
      { text: "{'a':1}", contentType: 'application/json' },
      { text: 'undefined', contentType: 'application/json' },
      { text: '\u0000', contentType: 'application/json' },
      { text: nested(5_000), contentType: 'application/json' },
      { text: `[${'1,'.repeat(OVERSIZED / 2)}1]`, contentType: 'application/json' },
      { text: `{"a":"${'x'.repeat(OVERSIZED)}"}`, contentType: 'application/json' },
    ),
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'application/xml',
        'application/json; charset=latin1',
        null,
      )
      .map((contentType) => ({ text: valid, contentType })),
  );

/** Query or path values that are wrong on the wire: empty, huge, encoded oddities. */
export const junkParameter: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    '1e9',
    '99999999999999999999',
    'null',
    'true',
    '%',
    '%2F',
    '..',
    '.',
    '%00',
    '?',
    '#',
    '\u0000',
    '💳',
  ),
  fc.constant('9'.repeat(OVERSIZED)),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 10 }),
);
