// `pnpm mock [flags]`: runs the mock server's CLI (`card-issuance-mock`) from this checkout, building it
// first only when a source changed since the last build (DECISIONS.md G-23).
//   pnpm mock --port 0 --json   stdout's first line is the CLI's JSON line; this script writes to stderr only
// The build is the CLI's JavaScript alone (no type declarations, no CJS): seconds, not a minute. `pnpm build`
// still builds the whole package.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = join(root, 'packages/mock-server');
const cli = join(pkg, 'dist/cli.js');

/**
 * Files whose change needs a new build: the sources (not their tests), those of the verifier and the SDKs
 * (the drift check's) the mock bundles from their sources (tsconfig.json's `paths`), and the build's
 * configuration.
 */
function inputs(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return /\.(ts|json)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
    });
  const config = ['package.json', 'tsup.config.ts', 'tsconfig.json'].map((name) => join(pkg, name));
  const bundled = ['webhook-verifier', 'sdk-core', 'sdk-style-a', 'sdk-style-b'].map((name) =>
    join(root, 'packages', name, 'src'),
  );
  return [
    ...walk(join(pkg, 'src')),
    ...bundled.flatMap((dir) => (existsSync(dir) ? walk(dir) : [])),
    ...config,
    join(root, 'tsup.base.ts'),
    join(root, 'tsconfig.base.json'),
  ];
}

/** Why the CLI needs building, or undefined when dist/cli.js is newer than every input. */
function buildReason(): string | undefined {
  if (!existsSync(cli)) return 'first start only';
  const built = statSync(cli).mtimeMs;
  const changed = inputs().find((path) => existsSync(path) && statSync(path).mtimeMs > built);
  return changed === undefined ? undefined : `${relative(pkg, changed)} changed`;
}

function build(reason: string): void {
  process.stderr.write(`building the mock server (${reason})... `);
  const started = performance.now();
  const tsupPackage = createRequire(import.meta.url).resolve('tsup/package.json');
  const tsup = join(tsupPackage, '..', JSON.parse(readFileSync(tsupPackage, 'utf8')).bin.tsup);
  // Only what `node dist/cli.js` needs; the package's own config adds CJS and declarations (slow).
  const flags = ['--no-config', '--entry.cli', 'src/cli/main.ts', '--format', 'esm', '--target', 'es2023'];
  const result = spawnSync(process.execPath, [tsup, ...flags, '--sourcemap'], {
    cwd: pkg,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) {
    process.stderr.write(`failed\n${result.stdout}${result.stderr}`);
    process.exit(result.status ?? 1);
  }
  process.stderr.write(`done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

/** Runs the CLI in this process's place: same pid, so signals reach it directly (Node 23.11+, not Windows). */
function run(args: string[]): void {
  process.execve?.(process.execPath, [process.execPath, cli, ...args], process.env);
  // Elsewhere: a child that gets every signal this script gets, and whose exit becomes this script's exit.
  const child = spawn(process.execPath, [cli, ...args], { stdio: 'inherit' });
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  for (const signal of signals) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (signal === null) process.exit(code ?? 1);
    for (const name of signals) process.removeAllListeners(name);
    process.kill(process.pid, signal);
  });
}

/**
 * Writes `dist/docs/` (Scalar's bundle and the specs as JSON, served at /_mock/docs) when it is missing or
 * a spec changed since: the package's own build does it in tsup's onSuccess, this build has no config.
 */
function ensureDocsAssets(): void {
  const docs = join(pkg, 'dist/docs');
  const specs = ['style-b', 'style-a', 'mock-control'];
  const stale = specs.some((name) => {
    const written = join(docs, 'specs', `${name}.json`);
    const source = join(root, 'specs', `${name}.openapi.yaml`);
    return !existsSync(written) || statSync(source).mtimeMs > statSync(written).mtimeMs;
  });
  if (!stale && existsSync(join(docs, 'scalar.js'))) return;
  const result = spawnSync(process.execPath, ['src/docs/write-docs-assets.ts', docs], {
    cwd: pkg,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const reason = buildReason();
if (reason !== undefined) build(reason);
ensureDocsAssets();
run(process.argv.slice(2));
