import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, '../..');
/** The folders that hold test files. */
const PARENTS = ['packages', 'examples', 'test', 'specs', 'bench', 'scripts'];
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', '.git', 'fixtures']);
/** A test file of a tier beside the in-process one: its name says so. */
const TIERED = /\.(browser|process|slow)\.test\.ts$/;
/**
 * What an in-process test must not load: a browser driver, or a way to spawn a process (Prism and the
 * runtimes are spawned through these too).
 */
export const OUT_OF_PROCESS = [
  'playwright-core',
  'playwright',
  '@playwright/test',
  'node:child_process',
  'child_process',
  'execa',
];
/** Value imports, re-exports and dynamic imports (type-only imports load nothing). */
const IMPORTS =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
/** The private test-support package, which other packages' suites reach by its name. */
const TEST_SUPPORT = '@card-issuance/test-support';
/**
 * Test support: a package's `test/` folder, the root `test/` projects, the test-support package. The code
 * under test may hold a spawner beside pure functions (bench/side-by-side/reopen.ts): a test of the pure
 * ones stays in-process.
 */
const SUPPORT = /(^|\/)test\/|^packages\/test-support\//;

/** Every test file under `root`'s test folders, relative to `root`. */
export function testFiles(root = ROOT): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (SKIPPED.has(entry.name)) return [];
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.test.ts') ? [relative(root, path).split(sep).join('/')] : [];
    });
  return PARENTS.filter((parent) => existsSync(join(root, parent))).flatMap((parent) =>
    walk(join(root, parent)),
  );
}

/** The specifiers a file loads (value imports only). */
export function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORTS)].map(([, fromStatement, fromCall]) => fromStatement ?? fromCall ?? '');
}

/** The file a relative specifier or a test-support entry names, if it is a file of this repository. */
function resolveLocal(specifier: string, from: string, root: string): string | undefined {
  let target: string;
  if (specifier.startsWith('.')) target = resolve(dirname(join(root, from)), specifier);
  else if (specifier === TEST_SUPPORT || specifier.startsWith(`${TEST_SUPPORT}/`)) {
    const folder = join(root, 'packages/test-support');
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    const entry = manifest.exports[`.${specifier.slice(TEST_SUPPORT.length)}`];
    if (entry === undefined) return undefined;
    target = join(folder, entry);
  } else return undefined;
  const candidates = [target, `${target}.ts`, `${target}.mts`, join(target, 'index.ts')];
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  return found === undefined ? undefined : relative(root, found).split(sep).join('/');
}

const outOfProcess = (text: string) =>
  importsOf(text).filter((specifier) => OUT_OF_PROCESS.includes(specifier));

/**
 * What a plain `*.test.ts` loads that does not belong in the in-process tier, as `file -> module` or
 * `file -> helper -> module`: a browser driver or `child_process`, imported by the test itself or by a test
 * support helper it imports (its package's `test/`, the root `test/`, the test-support package).
 *
 * @example
 * outOfProcessImports(); // ['packages/x/test/cli.test.ts -> ./support/cli-process -> node:child_process']
 */
export function outOfProcessImports(root = ROOT): string[] {
  return testFiles(root)
    .filter((file) => !TIERED.test(file))
    .flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      const direct = outOfProcess(text).map((module) => `${file} -> ${module}`);
      const viaHelpers = importsOf(text).flatMap((specifier) => {
        const helper = resolveLocal(specifier, file, root);
        if (helper === undefined || helper.endsWith('.test.ts') || !SUPPORT.test(helper)) return [];
        const helperText = readFileSync(join(root, helper), 'utf8');
        return outOfProcess(helperText).map((module) => `${file} -> ${specifier} -> ${module}`);
      });
      return [...direct, ...viaHelpers];
    });
}
