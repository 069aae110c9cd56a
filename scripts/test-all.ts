// `pnpm test`: every check CI runs, then one summary line.
// Each quality gate counts as one test; vitest's tests are counted from its JSON reports. The last line is
// `tests: N passed, M failed` (plus `, K skipped` when vitest skipped any), and the exit code is non-zero
// when anything failed. The steps run side by side where they are independent (up to one more than the
// machine's cores: the browser and process tiers mostly wait on the processes they start), each printed
// whole when it ends, with its time; a table of the times comes before the summary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runSteps, type Step } from './test-all/run-steps.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const pnpm = process.env.npm_execpath ?? 'pnpm';
const reportDir = `${root}.vitest-results`;
const jobs = Number(process.env.TEST_ALL_JOBS ?? availableParallelism() + 1);

const PACKAGE_CHECKS = 'package checks (publint, attw)';

/** A vitest run of some tiers (vitest.tiers.ts), its tests counted from the JSON report it writes. */
function vitestStep(
  name: string,
  report: string,
  projects: string[],
  workers?: number,
): Step & { report: string } {
  const args = [
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    ...(workers === undefined ? [] : [`--maxWorkers=${workers}`]),
  ];
  const reporters = [
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportDir}/${report}.json`,
  ];
  return { name, command: 'vitest', args: [...args, ...reporters], after: AFTER_DIST, report };
}

// The steps that read dist/ (type checks, package checks, tests) come after the build.
const AFTER_DIST = ['build'];

// In the order they start in when they can: the long ones first, the short read-only gates filling the
// slots while the fresh clone and the build run.
const gates: Step[] = [
  // The root README's and each example's first commands on a fresh clone of HEAD, before anything is built
  // in that clone (the fresh-clone:process project; the vitest runs below leave it out).
  {
    name: "the READMEs' first commands on a fresh clone",
    command: 'vitest',
    args: ['run', '--project', 'fresh-clone:process'],
  },
  // Build before typechecking: a package that depends on another (the SDK on the verifier) reads its
  // built types, and pnpm builds in dependency order.
  { name: 'build', command: pnpm, args: ['run', 'build'] },
  // They pack what the build step built: npm's `prepack` (tsup, which empties dist/ first) would build
  // each package once more, under the feet of the type checks and tests running beside them.
  {
    name: PACKAGE_CHECKS,
    command: pnpm,
    args: ['run', 'check:packages'],
    after: AFTER_DIST,
    env: { npm_config_ignore_scripts: 'true' },
  },
  { name: 'typecheck (root)', command: 'tsc', args: ['--noEmit', '-p', '.'], after: AFTER_DIST },
  {
    name: 'typecheck (packages)',
    command: pnpm,
    args: ['-r', '--no-bail', 'run', 'typecheck'],
    after: AFTER_DIST,
  },
  { name: 'format', command: 'biome', args: ['format', '.'] },
  { name: 'lint', command: 'biome', args: ['lint', '.'] },
  { name: 'spec lint', command: 'redocly', args: ['lint', '--config', 'specs/redocly.yaml'] },
  { name: 'generated files fresh', command: 'node', args: ['scripts/generate.ts', '--check'] },
];

// The tests read dist/ too (the CLI tests start dist/cli.js, the API reference serves dist/docs/, the SDKs'
// type tests read built types). The browser, process and slow tiers start first, as they mostly wait, beside
// the type checks and the in-process tier; two files of theirs at once at least (vitest's default is one
// less than the cores: one on two cores).
const vitestRuns = [
  vitestStep(
    'tests: browser, process and slow tiers',
    'tiers',
    ['*:*', '!fresh-clone:process'],
    Math.max(2, availableParallelism() - 1),
  ),
  vitestStep('tests: in-process tier', 'in-process', ['!*:*']),
];

/** PostgreSQL's server binaries: Debian keeps them in /usr/lib/postgresql/<version>/bin, off PATH. */
function hasPostgres(): boolean {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian) && readdirSync(debian).some((v) => existsSync(`${debian}/${v}/bin/initdb`)))
    return true;
  return spawnSync('which', ['initdb']).status === 0;
}

// Browser tests drive Debian's Chromium (never a downloaded browser), the README walk-throughs run with
// curl, jq and openssl, and the verifier's shared de-duplication stores are tested against a real
// redis-server and PostgreSQL. On a fresh Debian machine where we are root, install what is missing;
// elsewhere point CHROMIUM_PATH at a Chromium and install the tools, or the tests that need them say what
// is missing (the store tests are skipped, saying why).
function ensureTools(): void {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const missing = [
    ...(existsSync(chromium) ? [] : ['chromium']),
    ...['curl', 'jq', 'openssl'].filter((tool) => spawnSync('which', [tool]).status !== 0),
    ...(spawnSync('which', ['redis-server']).status === 0 ? [] : ['redis-server']),
    ...(hasPostgres() ? [] : ['postgresql']),
  ];
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.warn(`missing ${missing.join(', ')}: the tests that need them will fail. Install them first.`);
    return;
  }
  console.log(
    `\n=== installing ${missing.join(', ')} from Debian for the browser, walk-through and store tests ===`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...missing]]) {
    const result = spawnSync('apt-get', ['-q', ...args], { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) {
      console.warn(`apt-get ${args.join(' ')} failed; the tests that need ${missing.join(', ')} will fail`);
      return;
    }
  }
}

ensureTools();
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
// After the build, the vitest runs start first: the browser, process and slow tiers are the longest.
const [freshClone, build, ...rest] = gates as [Step, Step, ...Step[]];
const steps = [freshClone, build, ...vitestRuns, ...rest];
const results = await runSteps(steps, root, jobs);
const failedGates = results
  .filter((result) => result.status !== 0 && gates.some((gate) => gate.name === result.name))
  .map((result) => result.name);

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
}

const gatesPassed = gates.length - failedGates.length;
let passed = gatesPassed;
let failed = failedGates.length;
let skipped = 0;
for (const run of vitestRuns) {
  let report: VitestReport;
  try {
    report = JSON.parse(readFileSync(`${reportDir}/${run.report}.json`, 'utf8')) as VitestReport;
  } catch {
    failedGates.push(`${run.name} (no report written)`);
    failed += 1;
    continue;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // A suite that fails to load has no failed test, yet it failed: count it so M is never 0 then.
  if (report.numFailedTestSuites > 0 && report.numFailedTests === 0) failed += report.numFailedTestSuites;
  const status = results.find((result) => result.name === run.name)?.status;
  if (status !== 0 && report.numFailedTests === 0 && report.numFailedTestSuites === 0) {
    failedGates.push(`${run.name} (non-zero exit)`);
    failed += 1;
  }
  if (report.numPassedTests === 0) {
    failedGates.push(`${run.name} (no test ran)`);
    failed += 1;
  }
}

console.log(`\ntimes (wall clock; steps ran side by side, up to ${jobs} at once):`);
for (const result of results) {
  console.log(
    `  ${result.seconds.toFixed(1).padStart(7)} s  ${result.name}${result.status === 0 ? '' : ' (failed)'}`,
  );
}
console.log('');
console.log(`quality gates: ${gatesPassed} of ${gates.length} passed`);
if (failedGates.length > 0) console.log(`failed: ${failedGates.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
