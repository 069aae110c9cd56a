import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';

const bench = join(import.meta.dirname, '..');

/** One SDK's one-call program, as a user writes it. */
export interface OneCallProgram {
  label: string;
  /** The program's source: creates the client and makes one call (the global `fetch` is canned). */
  source: string;
  /** Which canned answers the run gets (`canned-answers.ts`). */
  routes: 'styleA' | 'styleB' | 'stripe' | 'lithic';
  /** esbuild's platform: `browser` unless the package needs Node's modules (lithic-node imports `crypto`). */
  platform?: 'browser' | 'node';
}

/** What a one-call program costs a user in bytes: each figure the sum of its chunks' min+gz sizes. */
export interface OneCallBundle {
  label: string;
  /** The entry chunk and every chunk it imports statically: what loads before the first line runs. */
  firstLoad: number;
  /** The first load and every chunk the first call loaded (`import()`), with their static imports. */
  firstCall: number;
  /** Every chunk the program could load (every `import()` followed). */
  all: number;
  /** The chunks of `firstCall` beyond the first load, by name (esbuild's names of their entry files). */
  loadedByCall: string[];
}

/**
 * The one-call programs of the bundle section: each SDK's client created and one call made, beside
 * lithic-node's `cards.retrieve` and stripe-node's `customers.retrieve`.
 */
export const ONE_CALL_PROGRAMS: OneCallProgram[] = [
  {
    label: '`@card-issuance/sdk-style-a`: `createStyleAClient(...)` then `cards.get(id)`',
    routes: 'styleA',
    source: `import { createStyleAClient } from '@card-issuance/sdk-style-a';
const client = createStyleAClient({ baseUrl: 'https://api.example.test/style-a', clientId: 'key', clientSecret: 'secret' });
console.log(JSON.stringify(await client.cards.get('card_5Vb3nH8sK1qZ')).length);`,
  },
  {
    label: '`@card-issuance/sdk-style-b`: `createStyleBClient(...)` then `budgets.get(id, { accountId })`',
    routes: 'styleB',
    source: `import { createStyleBClient } from '@card-issuance/sdk-style-b';
const client = createStyleBClient({ baseUrl: 'https://api.example.test/style-b', clientId: 'client', clientSecret: 'secret' });
console.log(JSON.stringify(await client.budgets.get('bdg_2Xc7vB1nM9', { accountId: 'acct_8Jd2kP0wQ4' })).length);`,
  },
  {
    label:
      'lithic-node: `new Lithic(...)` then `cards.retrieve(token)` (platform `node`: it imports `crypto`)',
    routes: 'lithic',
    platform: 'node',
    source: `import Lithic from 'lithic';
const lithic = new Lithic({ apiKey: 'lithic_key' });
console.log(JSON.stringify(await lithic.cards.retrieve('card_5Vb3nH8sK1qZ')).length);`,
  },
  {
    label: 'stripe-node: `new Stripe(...)` then `customers.retrieve(id)` (its `fetch` build)',
    routes: 'stripe',
    source: `import Stripe from 'stripe';
const stripe = new Stripe('sk_test_key');
console.log(JSON.stringify(await stripe.customers.retrieve('cus_123')).length);`,
  },
];

// The chunks `file` loads, and whether statically or through `import()`.
function importsOf(metafile: Metafile, file: string) {
  return (metafile.outputs[file]?.imports ?? []).filter((entry) => !entry.external);
}

// `from` and every chunk it imports statically, transitively (`dynamic` also follows `import()`).
function closure(metafile: Metafile, from: Iterable<string>, dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const entry of importsOf(metafile, file)) {
      if (dynamic || entry.kind === 'import-statement') visit(entry.path);
    }
  };
  for (const file of from) visit(file);
  return seen;
}

/**
 * Bundles one program as a user's bundler would (esbuild: bundle, splitting, minify, ESM, browser
 * platform), gzips each chunk at level 9, then runs the bundle once on Node against a canned global
 * `fetch` (`one-call-run.ts`) to see which chunks its first call loads. `@opentelemetry/api` does not
 * resolve from the bundle's folder: the run is a user without it.
 *
 * @example
 * const sizes = await measureOneCall(ONE_CALL_PROGRAMS[0]);
 */
export async function measureOneCall(program: OneCallProgram): Promise<OneCallBundle> {
  const outdir = mkdtempSync(join(tmpdir(), 'sdk-one-call-'));
  try {
    const result = await build({
      stdin: { contents: program.source, resolveDir: bench, loader: 'js', sourcefile: 'program.js' },
      bundle: true,
      splitting: true,
      minify: true,
      format: 'esm',
      platform: program.platform ?? 'browser',
      outdir,
      entryNames: 'program',
      write: true,
      metafile: true,
      logLevel: 'silent',
    });
    const { metafile } = result;
    const root = process.cwd();
    const entry = Object.keys(metafile.outputs).find((file) => metafile.outputs[file]?.entryPoint);
    if (!entry) throw new Error(`${program.label}: esbuild made no entry chunk`);
    const sizes = new Map<string, number>();
    for (const file of Object.keys(metafile.outputs)) {
      if (file.endsWith('.js'))
        sizes.set(file, gzipSync(readFileSync(join(root, file)), { level: 9 }).length);
    }
    const sum = (files: Set<string>) => [...files].reduce((total, file) => total + (sizes.get(file) ?? 0), 0);
    const first = closure(metafile, [entry], false);
    const loaded = runOnce(join(root, entry), program.routes).map((path) => relative(root, path));
    const firstCall = closure(metafile, [...first, ...loaded], false);
    const named = (file: string) => {
      const inputs = Object.keys(metafile.outputs[file]?.inputs ?? {});
      return inputs.find((input) => !input.includes('node_modules/.pnpm')) ?? inputs[0] ?? file;
    };
    return {
      label: program.label,
      firstLoad: sum(first),
      firstCall: sum(firstCall),
      all: sum(closure(metafile, [entry], true)),
      loadedByCall: [...firstCall].filter((file) => !first.has(file)).map(named),
    };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

// Runs the bundled program once (Node 24, the global fetch canned) and answers the files it loaded.
function runOnce(entry: string, routes: OneCallProgram['routes']): string[] {
  const report = join(entry, '..', 'loaded.json');
  execFileSync(process.execPath, ['--import', join(import.meta.dirname, 'one-call-run.ts'), entry], {
    env: { ...process.env, ONE_CALL_ROUTES: routes, ONE_CALL_REPORT: report },
    stdio: 'pipe',
  });
  return JSON.parse(readFileSync(report, 'utf8')) as string[];
}
