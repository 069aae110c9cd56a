// Generates everything packages/contracts holds from the OpenAPI documents: the types of each style
// (openapi-typescript), which the SDKs and the webhook verifier bundle, the operation tables (method, path,
// idempotency, roles of every operation) and the zod schemas of every request.
//   node scripts/generate.ts          write packages/contracts/src/generated/*.ts
//   node scripts/generate.ts --check  exit 1 when a committed file differs from what would be generated
//   node scripts/generate.ts style-b  only the targets whose spec name contains an argument
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@hey-api/openapi-ts';
import { build } from 'esbuild';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every spec and the file its types go to. */
const targets: Array<{ spec: string; out: string; render?: (spec: string) => Promise<string> }> = [
  // The types of each style, once: each SDK and the verifier import them and bundle them into their .d.ts.
  { spec: 'specs/style-a.openapi.yaml', out: 'packages/contracts/src/generated/style-a-types.ts' },
  { spec: 'specs/style-b.openapi.yaml', out: 'packages/contracts/src/generated/style-b-types.ts' },
  // The control API's types: the mock's typed control client (`/client`) bundles them, and the sandbox
  // dashboard's browser code is written against them.
  // A field with a default stays optional there: the control client's callers may leave it out.
  {
    spec: 'specs/mock-control.openapi.yaml',
    out: 'packages/contracts/src/generated/mock-control-types.ts',
    render: (spec) => render(spec, { defaultNonNullable: false }),
  },
  // The operation tables both SDKs bundle: what each operation is, read from the spec once.
  {
    spec: 'specs/style-a.openapi.yaml',
    out: 'packages/contracts/src/generated/style-a-operations.ts',
    render: renderOperations,
  },
  {
    spec: 'specs/style-b.openapi.yaml',
    out: 'packages/contracts/src/generated/style-b-operations.ts',
    render: renderOperations,
  },
  // The control API's operations, which the mock's typed control client (`/client`) is bound from.
  {
    spec: 'specs/mock-control.openapi.yaml',
    out: 'packages/contracts/src/generated/mock-control-operations.ts',
    render: renderOperations,
  },
  // The typed control client's methods (`x-client-method`), each with its operation's summary.
  {
    spec: 'specs/mock-control.openapi.yaml',
    out: 'packages/contracts/src/generated/mock-control-methods.ts',
    render: renderClientMethods,
  },
  // The zod schemas of every request, which the mock validates input with (ARCHITECTURE.md).
  {
    spec: 'specs/style-a.openapi.yaml',
    out: 'packages/contracts/src/generated/style-a-zod.ts',
    render: renderZod,
  },
  {
    spec: 'specs/style-b.openapi.yaml',
    out: 'packages/contracts/src/generated/style-b-zod.ts',
    render: renderZod,
  },
  // The control API is strict at every depth (DECISIONS.md G-12): each object refuses a key it does not declare.
  {
    spec: 'specs/mock-control.openapi.yaml',
    out: 'packages/contracts/src/generated/mock-control-zod.ts',
    render: (spec) => renderZod(spec, { strict: true }),
  },
  // Per operation, the names of its request schemas, which the mock's operation binder validates with.
  {
    spec: 'specs/style-a.openapi.yaml',
    out: 'packages/contracts/src/generated/style-a-operation-schemas.ts',
    render: (spec) => renderOperationSchemas(spec, 'style-a'),
  },
  {
    spec: 'specs/style-b.openapi.yaml',
    out: 'packages/contracts/src/generated/style-b-operation-schemas.ts',
    render: (spec) => renderOperationSchemas(spec, 'style-b'),
  },
  {
    spec: 'specs/mock-control.openapi.yaml',
    out: 'packages/contracts/src/generated/mock-control-operation-schemas.ts',
    render: (spec) => renderOperationSchemas(spec, 'mock-control'),
  },
  // The shape of each Style B event payload, which the webhook verifier checks a delivery's signed
  // `resource` against so that the unsigned `eventType` cannot relabel it (DECISIONS.md S-16).
  {
    spec: 'specs/style-b.openapi.yaml',
    out: 'packages/contracts/src/generated/style-b-event-payload-shapes.ts',
    render: renderEventPayloadShapes,
  },
  // Which schema each event type carries (Style A's `data`, Style B's `resource`), the verifier's typed
  // events (DECISIONS.md E-2, E-4; S-45).
  {
    spec: 'specs/style-a.openapi.yaml',
    out: 'packages/contracts/src/generated/style-a-event-schemas.ts',
    render: (spec) => renderEventSchemas(spec, 'STYLE_A_EVENT_SCHEMAS', 'data'),
  },
  {
    spec: 'specs/style-b.openapi.yaml',
    out: 'packages/contracts/src/generated/style-b-event-schemas.ts',
    render: (spec) => renderEventSchemas(spec, 'STYLE_B_EVENT_SCHEMAS', 'resource'),
  },
  // The sandbox dashboard's browser code (typed from this spec), bundled into one asset the mock serves
  // from its sources as well as from dist, so it exists without a build step.
  {
    spec: 'specs/mock-control.openapi.yaml',
    out: 'packages/mock-server/src/generated/dashboard-bundle.ts',
    render: renderDashboardBundle,
  },
];

type Node = Record<string, unknown>;

/**
 * The dashboard's script: packages/mock-server/src/dashboard/app/main.ts and what it imports, bundled and
 * minified by esbuild into one IIFE, exported as a string.
 */
async function renderDashboardBundle(): Promise<string> {
  const result = await build({
    entryPoints: [`${root}packages/mock-server/src/dashboard/app/main.ts`],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  return [
    '/**',
    ' * Generated by `pnpm generate`: packages/mock-server/src/dashboard/app/main.ts bundled by esbuild.',
    ' * Do not edit this file: change src/dashboard/app and run `pnpm generate` again.',
    ' */',
    `export const DASHBOARD_BUNDLE = ${JSON.stringify(code)};`,
    '',
  ].join('\n');
}
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Follows local `$ref`s (`#/components/...`) until a node without one. */
function deref(doc: Node, node: unknown): Node {
  let current = node as Node;
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<Node>((at, key) => at[key] as Node, doc);
  }
  return current ?? {};
}

/** Whether a schema (through `$ref`, `allOf`, `oneOf`, `anyOf`) declares the property `name`. */
function declares(doc: Node, schema: unknown, name: string): boolean {
  const node = deref(doc, schema);
  if (node.properties && name in (node.properties as Node)) return true;
  return (['allOf', 'oneOf', 'anyOf'] as const).some((key) =>
    ((node[key] as unknown[] | undefined) ?? []).some((part) => declares(doc, part, name)),
  );
}

/**
 * The operation table of a spec: for each operationId its method, path, \`x-idempotency\`, \`x-roles\`,
 * whether it is called without a token (\`security: []\`), whether its body carries a
 * \`clientTransactionId\` (an idempotency key in the body, B-28) and whether its answer is unwrapped
 * (\`x-unwrapped\`: no \`{data}\` envelope).
 */
async function renderOperations(spec: string): Promise<string> {
  const doc = parse(await readFile(`${root}${spec}`, 'utf8')) as Node;
  const lines: string[] = [];
  const anonymous: string[] = [];
  // Each distinct x-roles list once, so the table stays small in a bundle.
  const roleLists = new Map<string, string>();
  for (const [path, item] of Object.entries(doc.paths as Record<string, Node>)) {
    for (const method of METHODS) {
      const op = item[method] as Node | undefined;
      if (!op) continue;
      const fields = [`method: '${method.toUpperCase()}'`, `path: '${path}'`];
      if (op['x-idempotency']) fields.push(`idempotency: '${op['x-idempotency']}'`);
      // The answer is the document itself, not `{data}` (the HAR export): the control client returns it whole.
      if (op['x-unwrapped'] === true) fields.push('unwrapped: true');
      if (Array.isArray(op.security) && op.security.length === 0) {
        fields.push('anonymous: true');
        anonymous.push(`'${path}'`);
      }
      const body = deref(doc, op.requestBody).content as Record<string, Node> | undefined;
      if (declares(doc, body?.['application/json']?.schema, 'clientTransactionId')) {
        fields.push('clientTransactionId: true');
      }
      const roles = op['x-roles'] as string[] | undefined;
      if (roles) {
        const list = `[${roles.map((r) => `'${r}'`).join(', ')}]`;
        if (!roleLists.has(list)) roleLists.set(list, `ROLES_${roleLists.size + 1}`);
        fields.push(`roles: ${roleLists.get(list)}`);
      }
      lines.push(`/** \`${method.toUpperCase()} ${path}\` */`);
      lines.push(`export const ${op.operationId as string} = { ${fields.join(', ')} } as const;`);
    }
  }
  return [
    '/**',
    ` * Generated by \`pnpm generate\` from ${spec}: every operation by operationId, with its method, path,`,
    ' * `x-idempotency`, `x-roles`, `anonymous` when `security: []`, `clientTransactionId` when its body',
    ' * carries one, and `unwrapped` when its answer has no `{data}` envelope (`x-unwrapped`). One export per',
    ' * operation, so a bundle keeps only the operations it uses.',
    ' * Do not edit this file: change the spec and run `pnpm generate` again.',
    ' */',
    '',
    ...[...roleLists].map(([list, name]) => `const ${name} = ${list} as const;`),
    ...(roleLists.size > 0 ? [''] : []),
    ...lines,
    '',
    '/** The paths of the operations called without a token. */',
    `export const ANONYMOUS_PATHS = [${anonymous.join(', ')}] as const;`,
    '',
  ].join('\n');
}

type MethodTree = Map<string, MethodTree | { id: string; doc: string }>;

/**
 * The typed control client's methods as a tree (`clock: { advance: 'advanceClock' }`) from each
 * operation's `x-client-method`, each leaf with the operation's summary as its JSDoc, so the client's
 * methods show the spec's words. An operation without one has no method (the inbox's receiver); two
 * operations with one name fail.
 */
async function renderClientMethods(spec: string): Promise<string> {
  const doc = parse(await readFile(`${root}${spec}`, 'utf8')) as Node;
  const tree: MethodTree = new Map();
  for (const [path, item] of Object.entries(doc.paths as Record<string, Node>)) {
    for (const method of METHODS) {
      const op = item[method] as Node | undefined;
      const name = op?.['x-client-method'] as string | undefined;
      if (!op || !name) continue;
      const parts = name.split('.');
      let at = tree;
      for (const part of parts.slice(0, -1)) {
        const next = at.get(part) ?? new Map();
        if (!(next instanceof Map)) throw new Error(`x-client-method ${name} is below a method`);
        at.set(part, next);
        at = next;
      }
      const leaf = parts.at(-1) as string;
      if (at.has(leaf)) throw new Error(`x-client-method ${name} is given twice`);
      const summary = String(op.summary ?? op.operationId);
      at.set(leaf, {
        id: op.operationId as string,
        doc: `${summary} (\`${method.toUpperCase()} ${path}\`).`,
      });
    }
  }
  const lines = (at: MethodTree, indent: string): string[] =>
    [...at].flatMap(([name, value]) =>
      value instanceof Map
        ? [`${indent}${name}: {`, ...lines(value, `${indent}  `), `${indent}},`]
        : [`${indent}/** ${value.doc} */`, `${indent}${name}: '${value.id}',`],
    );
  return [
    '/**',
    ` * Generated by \`pnpm generate\` from ${spec}: the typed control client's methods, grouped as`,
    " * each operation's `x-client-method` names them, each the operationId it calls, documented by the",
    " * operation's summary.",
    ' * Do not edit this file: change the spec and run `pnpm generate` again.',
    ' */',
    '',
    'export const CONTROL_METHODS = {',
    ...lines(tree, '  '),
    '} as const;',
    '',
  ].join('\n');
}

/**
 * Per operation of a spec, its request schemas from the zod module written before it (`body`, `path`,
 * `query`: the `z<OperationId>Body` / `Path` / `Query` that exist), so a server binds an operation's
 * validation from its id alone.
 */
async function renderOperationSchemas(spec: string, style: string): Promise<string> {
  const doc = parse(await readFile(`${root}${spec}`, 'utf8')) as Node;
  const zod = await readFile(`${root}packages/contracts/src/generated/${style}-zod.ts`, 'utf8');
  const names: string[] = [];
  const lines: string[] = [];
  for (const item of Object.values(doc.paths as Record<string, Node>)) {
    for (const method of METHODS) {
      const op = item[method] as Node | undefined;
      if (!op) continue;
      const id = op.operationId as string;
      const pascal = `${id[0]?.toUpperCase()}${id.slice(1)}`;
      const parts = (['body', 'path', 'query'] as const).flatMap((part) => {
        const name = `z${pascal}${part[0]?.toUpperCase()}${part.slice(1)}`;
        if (!new RegExp(`^export const ${name} =`, 'm').test(zod)) return [];
        names.push(name);
        return [`${part}: ${name}`];
      });
      lines.push(parts.length === 0 ? `  ${id}: {},` : `  ${id}: { ${parts.join(', ')} },`);
    }
  }
  return [
    '/**',
    ` * Generated by \`pnpm generate\` from ${spec}: per operationId, the zod schemas of its request`,
    ` * (\`body\`, \`path\`, \`query\`) from \`./${style}-zod\`.`,
    ' * Do not edit this file: change the spec and run `pnpm generate` again.',
    ' */',
    '',
    'import {',
    ...names.sort().map((name) => `  ${name},`),
    `} from './${style}-zod';`,
    '',
    '/** The request schemas of each operation, by operationId. */',
    'export const OPERATION_SCHEMAS = {',
    ...lines,
    '} as const;',
    '',
  ].join('\n');
}

/**
 * The zod 4 schemas of a spec, by @hey-api/openapi-ts: every component schema (`z<Name>`) and, per
 * operation, its body, path and query (`z<OperationId>Body`, `...Path`, `...Query`); `strict` makes every
 * object refuse keys it does not declare (`z.strictObject`).
 */
async function renderZod(spec: string, { strict = false } = {}): Promise<string> {
  const dir = await mkdtemp(`${tmpdir()}/zod-`);
  try {
    await createClient({
      input: `${root}${spec}`,
      output: { path: dir },
      plugins: [
        {
          name: 'zod',
          requests: true,
          responses: false,
          definitions: true,
          '~resolvers': ISSUE_CODE_RESOLVERS,
        } as never,
      ],
      logs: { level: 'silent' },
    });
    const body = await readFile(`${dir}/zod.gen.ts`, 'utf8');
    const header = [
      '/**',
      ` * Generated by \`pnpm generate\` from ${spec} with @hey-api/openapi-ts (zod plugin).`,
      ' * Do not edit this file: change the spec and run `pnpm generate` again.',
      ' */',
      '',
    ].join('\n');
    // Drop the generator's own banner comment, which names its version: the file changes only with the spec.
    const unbannered = body.replace(/^\/\/ This file is auto-generated[^\n]*\n\n?/, '');
    const zod = strict ? unbannered.replaceAll('z.object(', 'z.strictObject(') : unbannered;
    const checks = ['equalFields', 'withIssueCodes', 'withIssueHint'].filter((name) =>
      zod.includes(`${name}(`),
    );
    return `${header}${checks.length > 0 ? zod.replace(/^(import .*\n)/m, `$1import { ${checks.join(', ')} } from '../issue-codes';\n`) : zod}`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// What the zod plugin's resolvers get: the spec's schema node and the chain built so far (@hey-api/openapi-ts
// types them per kind; the few members used here are typed by hand).
interface Chain {
  attr(name: string): { call(...args: unknown[]): Chain };
}
interface ResolverContext {
  schema: Node;
  $: { expr(name: string): { call(...args: unknown[]): Chain }; fromValue(value: unknown): unknown };
  chain: { current: Chain };
  nodes: Record<string, (ctx: ResolverContext) => Chain | undefined>;
}

/**
 * The keywords `x-issue-codes` may name (those of the kinds the resolvers below handle), and the key of the
 * plugin's schema node each needs beside it (an `enum` becomes `items` there).
 */
const CODED_KEYWORDS: Record<string, string> = {
  pattern: 'pattern',
  format: 'format',
  minLength: 'minLength',
  maxLength: 'maxLength',
  minimum: 'minimum',
  maximum: 'maximum',
  enum: 'items',
  const: 'const',
  'x-equal': 'x-equal',
};

/**
 * The chain of a schema with the spec's `x-issue-codes` or `x-issue-hint`, wrapped so that its issues carry
 * them (packages/contracts/src/issue-codes.ts): `withIssueCodes` for its own keywords, an `equalFields`
 * check for `x-equal`, `withIssueHint` for the hint. A code for a keyword the schema does not have would
 * never apply: generating fails instead.
 */
function addIssueCodes(ctx: ResolverContext, chain: Chain): Chain {
  const codes = (ctx.schema['x-issue-codes'] ?? {}) as Record<string, string>;
  const { 'x-equal': equalCode, ...own } = codes;
  for (const keyword of Object.keys(codes)) {
    const needs = CODED_KEYWORDS[keyword];
    if (!needs || ctx.schema[needs] === undefined) {
      throw new Error(`x-issue-codes names ${keyword}, which the schema does not have: it would never apply`);
    }
  }
  let result = chain;
  if (Object.keys(own).length > 0) {
    result = ctx.$.expr('withIssueCodes').call(result, ctx.$.fromValue(own));
  }
  if (equalCode !== undefined) {
    const equal = ctx.schema['x-equal'];
    if (!Array.isArray(equal) || equal.length < 2 || !equal.every((field) => typeof field === 'string')) {
      throw new Error('x-equal must list at least two dotted field names');
    }
    const fields = ctx.$.fromValue(equal);
    result = result.attr('check').call(ctx.$.expr('equalFields').call(fields, ctx.$.fromValue(equalCode)));
  }
  const hint = ctx.schema['x-issue-hint'];
  if (typeof hint === 'string') {
    result = ctx.$.expr('withIssueHint').call(result, ctx.$.fromValue(hint));
  }
  return result;
}

/**
 * A resolver of the zod plugin for a schema with `x-issue-codes` or `x-issue-hint`: the plugin's own steps
 * (`build` calls `step` for each, in the plugin's order; `step` answers whether it applied), then the
 * spec's codes. A schema without either is left to the plugin.
 */
function coded(build: (step: (name: string) => boolean) => void) {
  return (ctx: ResolverContext): Chain | undefined => {
    if (ctx.schema['x-issue-codes'] === undefined && ctx.schema['x-issue-hint'] === undefined)
      return undefined;
    const constant = ctx.nodes.const?.(ctx);
    if (constant) return addIssueCodes(ctx, constant);
    build((name) => {
      const next = ctx.nodes[name]?.(ctx);
      if (next) ctx.chain.current = next;
      return next !== undefined;
    });
    return addIssueCodes(ctx, ctx.chain.current);
  };
}

// The zod plugin's resolvers for the kinds that can carry `x-issue-codes` (an extension on another kind is
// not generated, and packages/contracts/src/spec-issue-codes.test.ts fails for it).
const ISSUE_CODE_RESOLVERS = {
  string: coded((step) => {
    step('base');
    step('format');
    if (!step('length')) {
      step('minLength');
      step('maxLength');
    }
    step('pattern');
  }),
  number: coded((step) => {
    step('base');
    step('min');
    step('max');
  }),
  enum: coded((step) => step('base')),
  object: coded((step) => step('base')),
};

/** The JSON kinds a value of `schema` may have (`integer` counts as `number`); empty when unconstrained. */
function kindsOf(doc: Node, schema: unknown): Set<string> {
  const node = deref(doc, schema);
  const kinds = new Set<string>();
  const types = node.type === undefined ? [] : [node.type].flat();
  for (const type of types as string[]) kinds.add(type === 'integer' ? 'number' : type);
  if (kinds.size > 0) return kinds;
  if ('const' in node) return new Set([node.const === null ? 'null' : typeof node.const]);
  if (Array.isArray(node.enum)) return new Set(node.enum.map((v) => (v === null ? 'null' : typeof v)));
  for (const key of ['oneOf', 'anyOf'] as const) {
    const parts = (node[key] as unknown[] | undefined) ?? [];
    if (parts.length === 0) continue;
    const each = parts.map((part) => kindsOf(doc, part));
    // One unconstrained alternative leaves the whole union unconstrained.
    return each.some((set) => set.size === 0) ? new Set() : new Set(each.flatMap((set) => [...set]));
  }
  for (const part of (node.allOf as unknown[] | undefined) ?? []) {
    const set = kindsOf(doc, part);
    if (set.size > 0) return set;
  }
  return kinds;
}

/** The required properties of an object schema (through `$ref` and `allOf`), with their JSON kinds. */
function requiredShape(doc: Node, schema: unknown, shape: Map<string, Set<string>> = new Map()) {
  const node = deref(doc, schema);
  for (const part of (node.allOf as unknown[] | undefined) ?? []) requiredShape(doc, part, shape);
  const properties = (node.properties as Node | undefined) ?? {};
  for (const name of (node.required as string[] | undefined) ?? []) {
    shape.set(name, kindsOf(doc, properties[name]));
  }
  return shape;
}

/**
 * The shape of every Style B event payload (each `contentSchema` of the spec's `webhooks`): its required
 * properties and the JSON kinds each may have. Only kinds, never enums, formats or patterns: values and
 * fields are added within `v1` (G-2), and a receiver must not refuse an event for one. What tells the
 * payloads of two event types apart is which fields they require.
 */
async function renderEventPayloadShapes(spec: string): Promise<string> {
  const doc = parse(await readFile(`${root}${spec}`, 'utf8')) as Node;
  const names = new Set<string>();
  for (const item of Object.values(doc.webhooks as Record<string, Node>)) {
    const body = deref(doc, (item.post as Node).requestBody).content as Record<string, Node>;
    const event = deref(doc, body['application/json']?.schema);
    for (const part of (event.allOf as Node[] | undefined) ?? [event]) {
      const resource = (deref(doc, part).properties as Record<string, Node> | undefined)?.resource;
      const ref = (resource?.contentSchema as Node | undefined)?.$ref;
      if (typeof ref === 'string') names.add(ref.split('/').pop() as string);
    }
  }
  const lines = [...names].sort().map((name) => {
    const fields = [...requiredShape(doc, deref(doc, { $ref: `#/components/schemas/${name}` }))].map(
      ([field, kinds]) => `${field}: '${kinds.size === 0 ? '*' : [...kinds].sort().join('|')}'`,
    );
    return `  ${name}: { ${fields.join(', ')} },`;
  });
  return [
    '/**',
    ` * Generated by \`pnpm generate\` from ${spec}: the shape of each event payload (the`,
    ' * `contentSchema` of every `webhooks` entry), its required fields and the JSON kinds each may have',
    " * ('*': any), so that a receiver can tell whether a signed `resource` is the payload its unsigned",
    ' * `eventType` claims.',
    ' * Do not edit this file: change the spec and run `pnpm generate` again.',
    ' */',
    'export const STYLE_B_EVENT_PAYLOAD_SHAPES = {',
    ...lines,
    '} as const;',
    '',
  ].join('\n');
}

/**
 * Each event type of the spec's `webhooks`, in their order, with the name of the schema its `field` holds:
 * Style A's `data` (a `$ref`), Style B's `resource` (a JSON string whose `contentSchema` is the `$ref`).
 */
async function renderEventSchemas(spec: string, name: string, field: 'data' | 'resource'): Promise<string> {
  const doc = parse(await readFile(`${root}${spec}`, 'utf8')) as Node;
  const lines = Object.entries(doc.webhooks as Record<string, Node>).map(([type, item]) => {
    const body = deref(doc, (item.post as Node).requestBody).content as Record<string, Node>;
    const event = deref(doc, body['application/json']?.schema);
    let ref: unknown;
    for (const part of (event.allOf as Node[] | undefined) ?? [event]) {
      const property = (deref(doc, part).properties as Record<string, Node> | undefined)?.[field];
      ref ??= field === 'data' ? property?.$ref : (property?.contentSchema as Node | undefined)?.$ref;
    }
    if (typeof ref !== 'string') throw new Error(`${spec}: webhook ${type} has no schema for \`${field}\``);
    return `  '${type}': '${ref.split('/').pop()}',`;
  });
  return [
    '/**',
    ` * Generated by \`pnpm generate\` from ${spec}:`,
    ` * the schema each event type's \`${field}\` holds, in the order of the spec's \`webhooks\`.`,
    ' * Do not edit this file: change the spec and run `pnpm generate` again.',
    ' */',
    `export const ${name} = {`,
    ...lines,
    '} as const;',
    '',
  ].join('\n');
}

async function render(spec: string, options: { defaultNonNullable?: boolean } = {}): Promise<string> {
  const ast = await openapiTS(new URL(spec, `file://${root}`), {
    rootTypes: true,
    silent: true,
    ...options,
  });
  const header = [
    '/**',
    ` * Generated by \`pnpm generate\` from ${spec} with openapi-typescript.`,
    ' * Do not edit this file: change the spec and run `pnpm generate` again.',
    ' */',
    '',
  ].join('\n');
  return `${header}\n${astToString(ast)}`;
}

async function readOrEmpty(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return '';
  }
}

const args = process.argv.slice(2);
const check = args.includes('--check');
const only = args.filter((arg) => !arg.startsWith('--'));
let stale = 0;
for (const { spec, out, render: renderTarget = render } of targets.filter(
  (t) => only.length === 0 || only.some((o) => t.spec.includes(o)),
)) {
  const path = `${root}${out}`;
  const next = await renderTarget(spec);
  if (check) {
    if ((await readOrEmpty(path)) !== next) {
      stale += 1;
      console.error(
        `stale: ${relative(root, path)} differs from what ${spec} generates; run \`pnpm generate\``,
      );
    }
  } else {
    await writeFile(path, next);
    console.log(`wrote ${out}`);
  }
}
if (stale > 0) process.exit(1);
if (check) console.log('generated files are fresh');
