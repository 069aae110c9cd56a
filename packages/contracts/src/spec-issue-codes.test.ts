import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type * as z from 'zod';
import * as styleA from './generated/style-a-zod';
import * as styleB from './generated/style-b-zod';
import { errorCodeOf, issueHintOf } from './issue-codes';

// Every `x-issue-codes` and `x-issue-hint` of the specs must change what the generated schemas say: each
// keyword named gives its failure the spec's code, each hint reaches the issues of its field. A spec
// extension that `pnpm generate` drops, or one placed where nothing reads it, fails here.

type Node = Record<string, unknown>;

/** One schema of a spec with an extension, and the generated zod schema it became. */
interface Coded {
  where: string;
  node: Node;
  schema: z.ZodType;
}

/** The schemas with an extension among the components and their inline properties, nested ones included. */
function codedSchemas(doc: Node, zod: Record<string, unknown>): Coded[] {
  const found: Coded[] = [];
  const visit = (where: string, node: Node, schema: z.ZodType | undefined) => {
    if (node['x-issue-codes'] !== undefined || node['x-issue-hint'] !== undefined) {
      expect(schema, `${where}: no generated schema`).toBeDefined();
      found.push({ where, node, schema: schema as z.ZodType });
    }
    for (const [name, property] of Object.entries((node.properties ?? {}) as Record<string, Node>)) {
      const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
      visit(`${where}.${name}`, property, shape?.[name]);
    }
  };
  const schemas = (doc.components as { schemas: Record<string, Node> }).schemas;
  for (const [name, node] of Object.entries(schemas)) visit(name, node, zod[`z${name}`] as z.ZodType);
  return found;
}

/** How many times `key` appears anywhere in a document. */
function count(value: unknown, key: string): number {
  if (typeof value !== 'object' || value === null) return 0;
  return Object.entries(value).reduce((n, [k, v]) => n + (k === key ? 1 : 0) + count(v, key), 0);
}

/** A value that breaks `keyword` of `node` (and the zod code of that failure). */
function breaking(node: Node, keyword: string): { value: unknown; code: string } {
  const n = (key: string) => node[key] as number;
  switch (keyword) {
    case 'pattern': {
      const value = '~'.repeat(Math.max(n('minLength') ?? 1, 1));
      expect(new RegExp(node.pattern as string).test(value)).toBe(false);
      return { value, code: 'invalid_format' };
    }
    case 'maxLength':
      return { value: 'a'.repeat(n('maxLength') + 1), code: 'too_big' };
    case 'minLength':
      return { value: 'a'.repeat(n('minLength') - 1), code: 'too_small' };
    case 'maximum':
      return { value: n('maximum') + 1, code: 'too_big' };
    case 'minimum':
      return { value: n('minimum') - 1, code: 'too_small' };
    case 'enum': {
      const values = node.enum as unknown[];
      const value =
        typeof values[0] === 'number' ? Math.max(...(values as number[])) + 1 : `${values.join('')}X`;
      return { value, code: 'invalid_value' };
    }
    default:
      throw new Error(`no test value for ${keyword}`);
  }
}

/** A body whose `x-equal` fields differ: the first holds `A`, the others `B`. */
function differing(fields: readonly string[]): Node {
  const body: Node = {};
  fields.forEach((field, i) => {
    const keys = field.split('.');
    let at = body;
    for (const key of keys.slice(0, -1)) {
      at[key] ??= {};
      at = at[key] as Node;
    }
    at[keys.at(-1) as string] = i === 0 ? 'A' : 'B';
  });
  return body;
}

const specs = [
  ['style-a', styleA],
  ['style-b', styleB],
] as const;

describe.each(specs)('%s: the issue extensions of the spec reach the generated schemas', (style, zod) => {
  const doc = parse(
    readFileSync(new URL(`../../../specs/${style}.openapi.yaml`, import.meta.url), 'utf8'),
  ) as Node;
  const coded = codedSchemas(doc, zod as Record<string, unknown>);

  it('finds every extension of the spec in a schema it checks', () => {
    const hits = coded.reduce(
      (n, { node }) => n + Number('x-issue-codes' in node) + Number('x-issue-hint' in node),
      0,
    );
    expect(hits).toBe(count(doc, 'x-issue-codes') + count(doc, 'x-issue-hint'));
    expect(hits).toBeGreaterThan(0);
  });

  it.each(coded.map((c) => [c.where, c] as const))('%s', (_, { node, schema }) => {
    const codes = (node['x-issue-codes'] ?? {}) as Record<string, string>;
    for (const [keyword, code] of Object.entries(codes)) {
      if (keyword === 'x-equal') {
        const fields = node['x-equal'] as string[];
        const issues = schema.safeParse(differing(fields)).error?.issues ?? [];
        const atFields = issues.filter((issue) => fields.includes(issue.path.join('.')));
        expect(atFields.length, keyword).toBeGreaterThan(0);
        for (const issue of atFields) expect(errorCodeOf(issue), keyword).toBe(code);
        continue;
      }
      const { value, code: zodCode } = breaking(node, keyword);
      const issue = schema.safeParse(value).error?.issues.find((i) => i.code === zodCode);
      expect(issue && errorCodeOf(issue), `${keyword} ${JSON.stringify(value)}`).toBe(code);
    }
    const hint = node['x-issue-hint'];
    if (typeof hint === 'string') {
      const issue = schema.safeParse(node.type === 'string' ? 0 : 'x').error?.issues[0];
      expect(issue && issueHintOf(issue)).toBe(hint);
    }
  });
});
