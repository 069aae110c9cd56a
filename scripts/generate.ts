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
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every spec and the file its types go to. */
const targets: Array<{ spec: string; out: string; render?: (spec: string) => Promise<string> }> = [
  // The types of each style, once: each SDK and the verifier import them and bundle them into their .d.ts.
  { spec: 'specs/style-a.openapi.yaml', out: 'packages/contracts/src/generated/style-a-types.ts' },
  { spec: 'specs/style-b.openapi.yaml', out: 'packages/contracts/src/generated/style-b-types.ts' },
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
  // The zod schemas of every request, which the mock validates input with (DESIGN.md part 3).
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
  {
    spec: 'specs/mock-control.openapi.yaml',
    out: 'packages/contracts/src/generated/mock-control-zod.ts',
    render: renderZod,
  },
];

type Node = Record<string, unknown>;
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
 * whether it is called without a token (\`security: []\`) and whether its body carries a
 * \`clientTransactionId\` (an idempotency key in the body, B-28).
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
    ' * `x-idempotency`, `x-roles`, `anonymous` when `security: []`, and `clientTransactionId` when its body',
    ' * carries one. One export per operation, so a bundle keeps only the operations it uses.',
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

/**
 * The zod 4 schemas of a spec, by @hey-api/openapi-ts: every component schema (`z<Name>`) and, per
 * operation, its body, path and query (`z<OperationId>Body`, `...Path`, `...Query`).
 */
async function renderZod(spec: string): Promise<string> {
  const dir = await mkdtemp(`${tmpdir()}/zod-`);
  try {
    await createClient({
      input: `${root}${spec}`,
      output: { path: dir },
      plugins: [{ name: 'zod', requests: true, responses: false, definitions: true }],
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
    return `${header}${body.replace(/^\/\/ This file is auto-generated[^\n]*\n\n?/, '')}`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function render(spec: string): Promise<string> {
  const ast = await openapiTS(new URL(spec, `file://${root}`), {
    rootTypes: true,
    silent: true,
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
