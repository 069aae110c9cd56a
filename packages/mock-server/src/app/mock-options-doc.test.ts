import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every option a user passes says what its absence means (issue 25: `@default` on every mock option).
const INTERFACES = [
  ['app/create-mock.ts', 'MockOptions'],
  ['app/create-mock.ts', 'MockLimits'],
  ['node/listen.ts', 'ListenOptions'],
  ['domain/context/domain-context.ts', 'DomainSettings'],
] as const;

/** The fields of `name` in `source` (nested object types included), each with its JSDoc. */
function fieldsOf(source: string, name: string): { field: string; doc: string }[] {
  const start = source.indexOf(`export interface ${name} {`);
  expect(start, name).toBeGreaterThanOrEqual(0);
  const end = source.indexOf('\n}\n', start);
  const body = source.slice(start, end);
  const fields: { field: string; doc: string }[] = [];
  const field = /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)?\s*\n\s*(\w+)\??: /g;
  for (const match of body.matchAll(field)) fields.push({ field: match[2] ?? '', doc: match[1] ?? '' });
  return fields;
}

describe('mock options', () => {
  it.each(INTERFACES)('every field of %s %s has an @default', (file, name) => {
    const source = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
    const fields = fieldsOf(source, name);
    expect(fields.length).toBeGreaterThan(1);
    expect(fields.filter((f) => !f.doc.includes('@default')).map((f) => f.field)).toEqual([]);
  });
});
