import os from 'node:os';
import { type BaselineResults, baselineTargets, renderBaseline } from './baseline-report.ts';
import type { BundleSize } from './bundle-size.ts';
import { type DedupeStoreResults, renderDedupeStores } from './dedupe-stores.ts';
import { int, kb, pct, range, times } from './format.ts';
import type { GroupCommitResults } from './group-commit.ts';
import { groupCommitTargets, renderGroupCommit } from './group-commit.ts';
import type { HttpResults } from './http-load.ts';
import { renderHttp } from './http-report.ts';
import { IN_PROCESS, IN_PROCESS_LABELS, type InProcessResults } from './in-process.ts';
import type { Machine } from './machine.ts';
import type { OneCallBundle } from './one-call-bundle.ts';
import { type ReopenResults, renderReopen, reopenTargets } from './reopen.ts';
import { renderSdkPerCall, type SdkPerCallResults } from './sdk-per-call.ts';
import { renderOneCall, sdkByteTargets, sdkCallTargets } from './sdk-targets.ts';
import { ratios, spread } from './stats.ts';
import { meets, type TargetRow } from './target.ts';
import { VERIFY, VERIFY_LABELS, type VerifyResults } from './verify-speed.ts';

export interface Results {
  quick: boolean;
  startedAt: Date;
  seconds: number;
  machine: Machine;
  /** Packages whose src/ was newer than their dist/ when the run started. */
  stale: string[];
  http?: HttpResults;
  inProcess?: InProcessResults & { ms: number };
  sizes?: BundleSize[];
  /** Each SDK's one-call program, bundled with splitting, beside lithic-node's and stripe-node's. */
  oneCall?: OneCallBundle[];
  verify?: VerifyResults & { ms: number };
  /** One claim and commit on each de-duplication store. */
  dedupe?: DedupeStoreResults & { ms: number };
  sdk?: SdkPerCallResults & { ms: number };
  scale?: string;
  /** What `sandboxes.ts --json` printed: its table, and its targets (issue 24, and issue 26 part 3). */
  sandboxes?: { table: string; targets: TargetRow[] };
  /** POST with `--data-dir` beside in memory (issue 26 part 4). */
  commit?: GroupCommitResults;
  /** Reopening a large `--data-dir` beside `node:sqlite` reading its rows (issue 26 part 4). */
  reopen?: ReopenResults;
  /** The in-process row beside the same ratio of an older commit's build (issue 35). */
  baseline?: BaselineResults;
}

/**
 * Every target of the run but those over HTTP (`httpTargets`): measured, the limit measured in the same
 * rounds, met or missed.
 *
 * @example
 * for (const row of targetRows(results)) console.error(targetLine(row));
 */
export function targetRows(results: Results): TargetRow[] {
  const rows: TargetRow[] = [];
  const { inProcess, verify } = results;
  const ratioRow = (
    target: string,
    values: number[],
    goal: number,
    format: (value: number) => string,
    atMost = false,
    limitValues: number[] = [],
  ) => {
    if (values.length === 0) {
      rows.push({ target, measured: 'not run', met: undefined });
      return;
    }
    const s = spread(values);
    rows.push({
      target,
      measured: range(s, format),
      met: atMost ? s.median <= goal : s.median >= goal,
      ...(limitValues.length > 0 ? { limit: range(spread(limitValues), format) } : {}),
    });
  };
  rows.push(...inProcessTargets(inProcess));
  rows.push(...sdkByteTargets(results.oneCall), ...sdkCallTargets(results.sdk));
  ratioRow(
    'webhook verification / bare HMAC ≥ 0.5x',
    verify ? ratios(verify.ops.verifier, verify.ops.hmac) : [],
    0.5,
    times,
    false,
    verify ? ratios(verify.ops.floor, verify.ops.hmac) : [],
  );
  if (results.sandboxes) rows.push(...results.sandboxes.targets);
  if (results.commit) rows.push(...groupCommitTargets(results.commit));
  if (results.reopen) rows.push(...reopenTargets(results.reopen));
  if (results.baseline) rows.push(...baselineTargets(results.baseline));
  return rows;
}

const us = (value: number) => `${value.toFixed(1)} µs`;

/**
 * Issue 26 part 3 in-process: `mock.fetch` at least 0.8x a minimal Hono `app.fetch`, and our msw handlers
 * at most 1.2x the per-call cost of a trivial msw handler returning the same JSON, per msw version; each a
 * ratio of the same round, the limit computed from the reference's calls of those rounds.
 *
 * @example
 * inProcessTargets(results.inProcess).map(targetLine);
 */
export function inProcessTargets(inProcess: InProcessResults | undefined): TargetRow[] {
  const rows: TargetRow[] = [];
  const hono = 'in-process: `mock.fetch` ≥ 0.8x a minimal Hono `app.fetch` (issue 26)';
  if (!inProcess || inProcess['mock.fetch'].length === 0)
    rows.push({ target: hono, measured: 'not run', met: undefined });
  else {
    const perRound = ratios(inProcess['mock.fetch'], inProcess['app.fetch']);
    rows.push({
      target: hono,
      measured: `${range(spread(perRound), times)}: ${range(spread(inProcess['mock.fetch']), int)} calls/s`,
      limit: `0.8 × ${range(spread(inProcess['app.fetch']), int)} = ${range(spread(inProcess['app.fetch'].map((ops) => ops * 0.8)), int)} calls/s`,
      met: meets(perRound, 0.8),
    });
  }
  for (const version of ['3', '2'] as const) {
    const ours = inProcess?.[`msw ${version}`] ?? [];
    const trivial = inProcess?.[`msw ${version} trivial`] ?? [];
    const target = `in-process: our msw ${version} handlers ≤ 1.2x the per-call cost of a trivial msw ${version} handler returning the same JSON (issue 26)`;
    if (ours.length === 0 || trivial.length === 0) {
      rows.push({ target, measured: 'not run', met: undefined });
      continue;
    }
    // Cost per call is 1 / calls per second: ours over the trivial one's is their calls/s the other way.
    const perRound = ratios(trivial, ours);
    rows.push({
      target,
      measured: `${range(spread(perRound), times)}: ${range(spread(ours.map((ops) => 1e6 / ops)), us)} per call`,
      limit: `1.2 × ${range(spread(trivial.map((ops) => 1e6 / ops)), us)} = ${range(spread(trivial.map((ops) => 1.2e6 / ops)), us)}`,
      met: meets(perRound, 1.2, true),
    });
  }
  return rows;
}

/**
 * RESULTS.md: the machine and the commit, the targets of issue 15 marked met or missed (ratios of rounds
 * measured together: median, then lowest–highest), and every measurement.
 *
 * @example
 * writeFileSync('RESULTS.md', renderResults(results));
 */
export function renderResults(results: Results): string {
  const { machine, http, inProcess, sizes, verify } = results;
  const out: string[] = [];
  out.push('# Side-by-side benchmark results', '');
  out.push(
    `Written by \`pnpm bench\` (bench/side-by-side.ts)${results.quick ? ', **a `--quick` smoke run: 1 short round, not a measurement**' : ''}.`,
    '',
  );
  out.push(
    `- Date: ${results.startedAt.toISOString()} (${int(results.seconds)} s in all)`,
    `- Commit measured: \`${machine.commit}\`${
      machine.dirty.length > 0
        ? `, with uncommitted changes under packages/ (${machine.dirty.length} files) in the build`
        : ''
    } (the built packages: \`packages/*/dist\`)`,
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB; ${machine.os}`,
    `- Node ${machine.node} (V8 ${machine.v8}), every server and the load generator on it`,
    `- Load average (1, 5, 15 min) before: ${machine.loadBefore.map((load) => load.toFixed(2)).join(', ')}; after: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
    ...(machine.dirty.length > 0
      ? [
          '',
          '<details><summary>Uncommitted changes under packages/ when measured</summary>',
          '',
          ...machine.dirty.map((line) => `    ${line}`),
          '',
          '</details>',
        ]
      : []),
    ...(results.stale.length > 0
      ? [
          '',
          `**Stale build**: ${results.stale.join(', ')} had source changes newer than the build measured (commits or edits after \`pnpm build\`).`,
        ]
      : []),
    '',
    'The machine is shared with other workers, so absolute numbers move from run to run; what counts are the',
    'ratios between alternatives measured in the same run (rounds interleave the alternatives, and each ratio',
    'below pairs samples of the same round). Ranges are median (lowest–highest) over the rounds.',
    '',
  );
  out.push(
    '## Targets (issues 15, 24 and 26)',
    '',
    'The targets over HTTP are issue 26\'s, under "Over HTTP" below. The limit is what the best alternative',
    'reached in the same rounds: for verification, the floor (the two parses and the HMAC any verifier that',
    'returns the event does). A target above its limit cannot be met on this machine. bench/README.md reads',
    'every missed target.',
    '',
    '| target | measured | limit in this run | |',
    '| --- | --- | --- | --- |',
  );
  for (const row of targetRows(results))
    out.push(
      `| ${row.target} | ${row.measured} | ${row.limit ?? ''} | ${row.met === undefined ? '—' : row.met ? 'met' : '**missed**'} |`,
    );
  out.push('');
  if (http) out.push(...renderHttp(http, machine.node), '');
  if (inProcess) {
    out.push(
      '## In-process',
      '',
      `The same GET a card, calls one after another for ${inProcess.ms} ms per way and round, ${inProcess['mock.fetch'].length} rounds (after a warm-up);`,
      '`mock.fetch` and `app.fetch` alternate in 20 ms slices within each round, then our msw 3 handlers and the trivial',
      'msw 3 handler (one listening server, its handlers swapped between slices), then the same with msw 2;',
      'every answer checked (200, code `000000`, body parsed).',
      '',
      '| way | calls/s | µs per call | / Hono `app.fetch` |',
      '| --- | --- | --- | --- |',
    );
    for (const name of IN_PROCESS) {
      const ratio =
        name === 'app.fetch' ? '' : range(spread(ratios(inProcess[name], inProcess['app.fetch'])), pct);
      out.push(
        `| ${IN_PROCESS_LABELS[name]} | ${range(spread(inProcess[name]), int)} | ${range(spread(inProcess[name].map((ops) => 1e6 / ops)), (us) => us.toFixed(1))} | ${ratio} |`,
      );
    }
    out.push('');
  }
  if (results.oneCall) {
    out.push(
      '## Bundle size: a one-call program',
      '',
      "What a user's bundler makes of a program that creates the client and makes one call (esbuild: bundle,",
      '`--splitting`, minify, ESM; `browser` platform but for lithic-node, which imports `crypto`), each chunk',
      'gzipped at level 9: the first load (the entry chunk and its static imports), with every chunk the first',
      'call loaded (the bundle run once on Node against a canned global `fetch`, `@opentelemetry/api` not',
      'installed), and every chunk the program could load (`client.raw`, the reveal, the webhook verifier...).',
      '',
      ...renderOneCall(results.oneCall),
      '',
    );
  }
  if (sizes) {
    out.push(
      '## Bundle size: the client entries as size-limit checks them',
      '',
      "esbuild (bundle, minify, ESM, browser platform), then gzip level 9 as size-limit's file plugin does; the SDK",
      'entries as their first size-limit check describes them (`import` from `dist/index.js`, the `ignore`d modules',
      'left out: they load on first use). size-limit itself bundles with rolldown, so its figures differ by a few bytes.',
      '',
      '| bundle | minified | min+gz |',
      '| --- | --- | --- |',
    );
    for (const size of sizes) out.push(`| ${size.label} | ${kb(size.minified)} | ${kb(size.gzipped)} |`);
    out.push('');
  }
  if (verify) {
    out.push(
      '## Webhook verification',
      '',
      `A ${verify.bodyBytes}-byte Style B event (\`signStyleBWebhook\`), verified one after another for ${verify.ms} ms per way and round, ${verify.ops.verifier.length} rounds,`,
      'the ways alternating in 20 ms slices within each round (the same load falls on all of them);',
      'the bare HMAC hashes the bytes the signature covers (`resource`) with `createHmac` each time; the floor',
      'adds the two parses no verifier that returns the event can skip.',
      '',
      '| way | verifications/s | / bare HMAC |',
      '| --- | --- | --- |',
    );
    for (const name of VERIFY) {
      const ratio = name === 'hmac' ? '' : range(spread(ratios(verify.ops[name], verify.ops.hmac)), times);
      out.push(`| ${VERIFY_LABELS[name]} | ${range(spread(verify.ops[name]), int)} | ${ratio} |`);
    }
    out.push('');
  }
  if (results.dedupe) out.push('## De-duplication stores', '', ...renderDedupeStores(results.dedupe), '');
  if (results.sdk) {
    out.push('## SDK per-call cost', '', ...renderSdkPerCall(results.sdk, results.sdk.ms), '');
  }
  if (results.sandboxes !== undefined) {
    out.push(
      '## Sandboxes (`sandboxes.ts`)',
      '',
      'Creating a sandbox beside one in-process `createMock()`, the RSS of 1,000 idle sandboxes, and one Style B',
      'request routed by its token with 1 and with 1,000 sandboxes, in one process of its own (issue 24).',
      '',
      results.sandboxes.table.trim(),
      '',
    );
  }
  if (results.commit)
    out.push('## Group commit (`--data-dir` beside in memory)', '', ...renderGroupCommit(results.commit), '');
  if (results.reopen) out.push('## Reopening a large `--data-dir`', '', ...renderReopen(results.reopen), '');
  if (results.baseline) out.push(...renderBaseline(results.baseline), '');
  if (results.scale !== undefined)
    out.push('## Scale (`scale.ts`)', '', '```', results.scale.trim(), '```', '');
  return `${out.join('\n')}`;
}
