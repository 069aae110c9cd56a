// The side-by-side benchmark (issues 15 and 26), `pnpm bench`: our mock beside Prism, Mockoon CLI, WireMock,
// json-server, a minimal Hono server and the floor (bare `node:http`) over HTTP, in rounds judged valid or
// not; `mock.fetch` beside a minimal `app.fetch` and msw 2 / msw 3 in-process, each SDK's one-call program
// (bytes) and per-call cost beside lithic-node and stripe-node, and webhook verification beside a bare
// HMAC. Writes RESULTS.md. Not a test:
// targets are reported met or missed, never asserted.
//
//   pnpm bench                                # http, inprocess, size, verify, dedupe, sdk, sandboxes, commit: about 21 minutes
//   pnpm bench --quick                        # smoke run: 1 short round of each, RESULTS.quick.md
//   pnpm bench --only http,verify             # some sections (also: inprocess, size, sdk, sandboxes, commit, reopen, scale, baseline)
//   pnpm bench --only reopen                  # reopening 100,000 cards beside node:sqlite (not by default)
//   pnpm bench --only baseline                # the in-process row beside the build of 34a8fe5 (not by default)
//   pnpm bench --rounds 3 --seconds 3         # fewer, shorter rounds
//
// Measures the built packages (run `pnpm build` first). Runs on Node 24 (type stripping).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_BASELINE_REF, runBaseline } from './side-by-side/baseline.ts';
import { runBundleSizes } from './side-by-side/bundle-size.ts';
import { runDedupeStores } from './side-by-side/dedupe-stores.ts';
import { runGroupCommit } from './side-by-side/group-commit.ts';
import { runHttp } from './side-by-side/http-load.ts';
import { adapterLines, httpTargets, tellsNothing } from './side-by-side/http-report.ts';
import { runInProcess } from './side-by-side/in-process.ts';
import { describeMachine } from './side-by-side/machine.ts';
import { measureOneCall, ONE_CALL_PROGRAMS } from './side-by-side/one-call-bundle.ts';
import { runReopen } from './side-by-side/reopen.ts';
import { type Results, renderResults, targetRows } from './side-by-side/report.ts';
import { runSdkPerCall } from './side-by-side/sdk-per-call.ts';
import { type TargetRow, targetLine } from './side-by-side/target.ts';
import { runVerify } from './side-by-side/verify-speed.ts';

const SECTIONS = [
  'http',
  'inprocess',
  'size',
  'verify',
  'dedupe',
  'sdk',
  'sandboxes',
  'commit',
  'reopen',
  'scale',
  'baseline',
] as const;
type Section = (typeof SECTIONS)[number];

const { values } = parseArgs({
  // `pnpm run bench -- --quick` passes the `--` through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    only: { type: 'string', default: 'http,inprocess,size,verify,dedupe,sdk,sandboxes,commit' },
    quick: { type: 'boolean', default: false },
    rounds: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string', default: '50' },
    out: { type: 'string' },
    'reopen-cards': { type: 'string' },
    'baseline-ref': { type: 'string', default: DEFAULT_BASELINE_REF },
    // Single pairs of processes spread by several percent on a shared machine: the median of more says more.
    'baseline-pairs': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
const only = new Set(values.only.split(',').map((section) => section.trim()));
const unknown = [...only].filter((section) => !SECTIONS.includes(section as Section));
if (values.help || unknown.length > 0) {
  console.error(
    `usage: node side-by-side.ts [--only ${SECTIONS.join(',')}] [--quick] [--rounds 5] [--seconds 5] [--connections 50] [--reopen-cards 100000] [--baseline-ref ${DEFAULT_BASELINE_REF}] [--baseline-pairs 7] [--out RESULTS.md]`,
  );
  process.exit(unknown.length > 0 ? 2 : 0);
}
const quick = values.quick;
const rounds = Number(values.rounds ?? (quick ? 1 : 5));
const seconds = Number(values.seconds ?? (quick ? 1 : 5));
const connections = Number(values.connections);
// Relative to bench/, or absolute.
const out = resolve(import.meta.dirname, values.out ?? (quick ? 'RESULTS.quick.md' : 'RESULTS.md'));
const log = (line: string) => process.stderr.write(`${line}\n`);
// The in-process and verification rounds last a second each and vary more from one to the next (a
// collection falls in one or another), so they get three times the rounds for a steadier median.
const shortRounds = quick ? rounds : rounds * 3;
const root = join(import.meta.dirname, '..');

// The benchmark measures what is built: say so (here and in RESULTS.md) when a package's source is newer.
const stale: string[] = [];
for (const pkg of ['mock-server', 'sdk-style-a', 'sdk-style-b', 'webhook-verifier']) {
  const dist = join(root, 'packages', pkg, 'dist/index.js');
  if (!existsSync(dist)) {
    console.error(`packages/${pkg} is not built: run \`pnpm build\` first`);
    process.exit(2);
  }
  const newer = execFileSync('find', [join(root, 'packages', pkg, 'src'), '-newer', dist, '-name', '*.ts'], {
    encoding: 'utf8',
  }).trim();
  if (newer) {
    stale.push(`packages/${pkg}`);
    log(`warning: packages/${pkg}/src has changes newer than its build (run \`pnpm build\`)`);
  }
}

const startedAt = new Date();
const started = performance.now();
const results: Results = { quick, startedAt, seconds: 0, machine: describeMachine(), stale };

if (only.has('size')) {
  log('bundle sizes');
  results.sizes = await runBundleSizes();
  log('one-call programs: first load and first call, beside lithic-node and stripe-node');
  results.oneCall = [];
  for (const program of ONE_CALL_PROGRAMS) results.oneCall.push(await measureOneCall(program));
}
if (only.has('verify')) {
  log('webhook verification');
  const ms = quick ? 300 : 1_000;
  results.verify = { ...(await runVerify({ rounds: shortRounds, ms, log })), ms };
}
if (only.has('dedupe')) {
  // One claim and commit on each de-duplication store, over real servers where they start (else skipped).
  log('de-duplication stores');
  const ms = quick ? 300 : 1_000;
  results.dedupe = { ...(await runDedupeStores({ rounds: shortRounds, ms, log })), ms };
}
if (only.has('sdk')) {
  log('SDK per-call cost beside stripe-node and lithic-node');
  const ms = quick ? 300 : 1_000;
  results.sdk = { ...(await runSdkPerCall({ rounds: shortRounds, ms, log })), ms };
}
if (only.has('inprocess')) {
  log('in-process');
  const ms = quick ? 300 : 1_000;
  results.inProcess = { ...(await runInProcess({ rounds: shortRounds, ms, log })), ms };
}
if (only.has('http')) {
  log('over HTTP');
  results.http = await runHttp({
    rounds,
    seconds,
    warmupSeconds: quick ? 1 : 2,
    connections,
    starts: quick ? 1 : 5,
    retainedPosts: quick ? { warm: 3_000, posts: 5_000 } : { warm: 12_000, posts: 20_000 },
    log,
  });
  if (tellsNothing(results.http)) log('  every round was invalid: this run tells nothing about the servers');
  for (const row of httpTargets(results.http))
    log(
      `  target ${row.target}: ${row.measured}; limit ${row.limit || '—'}: ${row.met === undefined ? '—' : row.met ? 'met' : 'MISSED'}`,
    );
  for (const line of adapterLines(results.http)) log(`  adapters: ${line}`);
}
if (only.has('sandboxes')) {
  // In a process of its own: the RSS of 1,000 idle sandboxes is read from a heap holding nothing else.
  log('sandboxes (sandboxes.ts)');
  const run = spawnSync(
    process.execPath,
    ['--expose-gc', join(import.meta.dirname, 'sandboxes.ts'), '--json', ...(quick ? ['--quick'] : [])],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  results.sandboxes =
    run.status === 0
      ? (JSON.parse(run.stdout) as { table: string; targets: TargetRow[] })
      : { table: `${run.stdout}\n(sandboxes.ts exited ${run.status})`, targets: [] };
  for (const row of results.sandboxes.targets) log(`  ${targetLine(row)}`);
}
if (only.has('commit')) {
  // Issue 26 part 4: the CLI with --data-dir beside the CLI in memory, POST with unique keys.
  log('group commit: POST a budget, --data-dir beside in memory');
  const dir = mkdtempSync(join(tmpdir(), 'bench-commit-'));
  try {
    results.commit = await runGroupCommit({ dir, rounds, seconds, connections, log });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (only.has('reopen')) {
  // Issue 26 part 4: not in the default sections (building the data set takes minutes the first time).
  const cards = Number(values['reopen-cards'] ?? (quick ? 10_000 : 100_000));
  log(`reopen: a --data-dir of ${cards} cards beside node:sqlite reading its rows`);
  results.reopen = await runReopen({ cards, transactionsPerCard: 10, rounds: quick ? 1 : rounds, log });
}
if (only.has('baseline')) {
  // Issue 35: not in the default sections (the first run builds the old commit, a few minutes).
  const ref = values['baseline-ref'];
  log(`baseline: the in-process row beside the build of ${ref}`);
  results.baseline = await runBaseline({
    ref,
    pairs: Number(values['baseline-pairs'] ?? (quick ? 2 : 7)),
    rounds: quick ? 3 : 10,
    slices: 25,
    sliceMs: 20,
    log,
  });
}
if (only.has('scale')) {
  log('scale (scale.ts)');
  const run = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      join(import.meta.dirname, 'scale.ts'),
      ...(quick ? ['--sizes', '1000', '--samples', '20'] : []),
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  results.scale = `${run.stdout}${run.status === 0 ? '' : `\n(scale.ts exited ${run.status})`}`;
}

// Every target of the run once more, together (those over HTTP were printed with their section).
for (const row of targetRows(results)) if (row.measured !== 'not run') log(targetLine(row));
results.seconds = (performance.now() - started) / 1_000;
writeFileSync(out, renderResults(results));
log(`wrote ${out} (${statSync(out).size} bytes)`);
process.exit(0);
