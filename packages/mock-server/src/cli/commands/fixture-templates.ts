/** What `${name:path}` reads: earlier steps' answers by name, `config`, and the run's named UUIDs. */
export type TemplateScope = Record<string, unknown>;

const PLACEHOLDER = /\$\{([^}]*)\}/g;

/**
 * Reads `data.list[0].id` (or `data.list.0.id`) out of a JSON value; undefined when a part is missing.
 *
 * @example
 * readPath({ data: { list: [{ id: 'c1' }] } }, 'data.list[0].id'); // 'c1'
 */
export function readPath(value: unknown, path: string): unknown {
  const keys = path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  let current = value;
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function resolveOne(reference: string, scope: TemplateScope): unknown {
  if (reference === 'uuid') return crypto.randomUUID();
  const colon = reference.indexOf(':');
  const name = colon === -1 ? reference : reference.slice(0, colon);
  if (name === 'uuid') {
    // `${uuid:label}`: one UUID per label for the whole run, to use the same value in several steps.
    scope.uuid ??= {};
    const named = scope.uuid as Record<string, string>;
    const label = reference.slice(colon + 1);
    named[label] ??= crypto.randomUUID();
    return named[label];
  }
  if (!(name in scope)) throw new Error(`\${${reference}}: no earlier step named "${name}"`);
  const value = readPath(scope[name], colon === -1 ? '' : reference.slice(colon + 1));
  if (value === undefined) throw new Error(`\${${reference}}: "${name}" has no value at that path`);
  return value;
}

/**
 * Fills the `${step:json.path}`, `${config:json.path}`, `${uuid}` (fresh each time) and `${uuid:label}`
 * (the same for a label all run long) placeholders of a JSON value, keys included: a
 * string that is one placeholder takes the value as it is (a number stays a number), one with text
 * around it takes the value as text. Throws naming the placeholder that cannot be filled.
 *
 * @example
 * fillTemplates({ cardId: '${card:data.cardId}' }, { card: { data: { cardId: 'c1' } } }); // { cardId: 'c1' }
 */
export function fillTemplates(value: unknown, scope: TemplateScope): unknown {
  if (typeof value === 'string') {
    const whole = /^\$\{([^}]*)\}$/.exec(value);
    if (whole) return resolveOne(whole[1] as string, scope);
    return value.replace(PLACEHOLDER, (_, reference: string) => {
      const filled = resolveOne(reference, scope);
      return typeof filled === 'string' ? filled : JSON.stringify(filled);
    });
  }
  if (Array.isArray(value)) return value.map((item) => fillTemplates(item, scope));
  if (value !== null && typeof value === 'object') {
    // Keys too: a field name can depend on the sandbox (`${config:styleB.kycProvider}ShareToken`).
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        String(fillTemplates(key, scope)),
        fillTemplates(item, scope),
      ]),
    );
  }
  return value;
}
