// `pnpm test`: every check CI runs, in order, then one summary line.
// Each quality gate counts as one test; vitest's tests are counted from its JSON report. The last line is
// `tests: N passed, M failed` (plus `, K skipped` when vitest skipped any), and the exit code is non-zero
// when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pnpm = process.env.npm_execpath ?? 'pnpm';
const reportDir = `${root}.vitest-results`;
const reportFile = `${reportDir}/report.json`;

interface Gate {
  name: string;
  command: string;
  args: string[];
}

const gates: Gate[] = [
  // The root README's and each example's first commands on a fresh clone of HEAD, before this checkout
  // builds anything (the test/fresh-clone project; the vitest run below leaves it out).
  {
    name: "the READMEs' first commands on a fresh clone",
    command: 'vitest',
    args: ['run', '--project', 'fresh-clone'],
  },
  { name: 'format', command: 'biome', args: ['format', '.'] },
  { name: 'lint', command: 'biome', args: ['lint', '.'] },
  { name: 'spec lint', command: 'redocly', args: ['lint', '--config', 'specs/redocly.yaml'] },
  { name: 'generated files fresh', command: 'node', args: ['scripts/generate.ts', '--check'] },
  // Build before typechecking: a package that depends on another (the SDK on the verifier) reads its
  // built types, and pnpm builds in dependency order.
  { name: 'build', command: pnpm, args: ['run', 'build'] },
  { name: 'typecheck (root)', command: 'tsc', args: ['--noEmit', '-p', '.'] },
  { name: 'typecheck (packages)', command: pnpm, args: ['-r', '--no-bail', 'run', 'typecheck'] },
  { name: 'package checks (publint, attw)', command: pnpm, args: ['run', 'check:packages'] },
];

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.error) console.error(`could not start ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

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
const failedGates: string[] = [];
for (const gate of gates) {
  console.log(`\n=== ${gate.name} ===`);
  if (run(gate.command, gate.args) !== 0) failedGates.push(gate.name);
}

console.log('\n=== tests (vitest) ===');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const vitestStatus = run('vitest', [
  'run',
  '--project',
  '!fresh-clone',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
]);

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
}

let report: VitestReport | undefined;
try {
  report = JSON.parse(readFileSync(reportFile, 'utf8')) as VitestReport;
} catch {
  failedGates.push('vitest (no report written)');
}

const gatesPassed = gates.length - failedGates.filter((name) => gates.some((g) => g.name === name)).length;
let passed = gatesPassed + (report?.numPassedTests ?? 0);
let failed = failedGates.length + (report?.numFailedTests ?? 0);
const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
// A suite that fails to load has no failed test, yet it failed: count it so M is never 0 then.
if (report && report.numFailedTestSuites > 0 && report.numFailedTests === 0)
  failed += report.numFailedTestSuites;
if (report && vitestStatus !== 0 && report.numFailedTests === 0 && report.numFailedTestSuites === 0) {
  failedGates.push('vitest (non-zero exit)');
  failed += 1;
}
if (report && report.numPassedTests === 0) {
  failedGates.push('vitest (no test ran)');
  failed += 1;
  passed = gatesPassed;
}

console.log('');
console.log(`quality gates: ${gatesPassed} of ${gates.length} passed`);
if (failedGates.length > 0) console.log(`failed: ${failedGates.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
