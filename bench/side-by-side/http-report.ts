// The "Over HTTP" part of RESULTS.md (issue 26): the table of the issue over the valid rounds only, the
// targets of part 2 against limits measured in the same rounds, and every round with its verdict.
import { int, mb, ms, range, times } from './format.ts';
import {
  type HttpResults,
  SCENARIO_LABELS,
  SCENARIOS,
  type Scenario,
  SERVER_LABELS,
  SERVERS,
  type ServerName,
} from './http-load.ts';
import { BUSY_CPU, FLOOR_MARGIN, SATURATED_CPU } from './round-validity.ts';
import { ratios, spread } from './stats.ts';

/** One target of issue 26 part 2: what was measured, the limit measured in the same rounds, met or missed. */
export interface HttpTarget {
  target: string;
  measured: string;
  limit: string;
  /** Undefined when nothing valid was measured. */
  met: boolean | undefined;
}

/** Indexes of the rounds of a scenario that tell something. */
function validRounds(http: HttpResults, scenario: Scenario): number[] {
  return http.verdicts[scenario].flatMap((verdict, i) => (verdict.valid ? [i] : []));
}

/** Indexes of the start attempts that tell something. */
function validStarts(http: HttpResults): number[] {
  return http.startVerdicts.flatMap((verdict, i) => (verdict.valid ? [i] : []));
}

function rpsIn(http: HttpResults, scenario: Scenario, server: ServerName, rounds: number[]): number[] {
  const samples = http.samples[scenario][server];
  return rounds.flatMap((i) => {
    const sample = samples[i];
    return sample === undefined ? [] : [sample.rps];
  });
}

/** Whether no round of any scenario is valid: then the run tells nothing about the servers' speed. */
export function tellsNothing(http: HttpResults): boolean {
  return SCENARIOS.every((scenario) => validRounds(http, scenario).length === 0);
}

/**
 * The targets of issue 26 part 2, each a ratio of the same round (valid rounds only) or of the same start
 * attempt, with the limit measured there.
 *
 * @example
 * for (const row of httpTargets(http)) console.log(row.target, row.measured, row.limit, row.met);
 */
export function httpTargets(http: HttpResults): HttpTarget[] {
  const rows: HttpTarget[] = [];
  for (const [scenario, name, goal] of [
    ['get-card', 'GET a card', 0.8],
    ['post-budget', 'POST a budget, unique keys', 0.7],
  ] as const) {
    const target = `${name}: ours ≥ ${goal}x bare \`node:http\``;
    const rounds = validRounds(http, scenario);
    if (rounds.length === 0) {
      rows.push({ target, measured: 'no valid round', limit: '', met: undefined });
      continue;
    }
    const ours = rpsIn(http, scenario, 'ours', rounds);
    const floor = rpsIn(http, scenario, 'floor', rounds);
    const ratio = spread(ratios(ours, floor));
    rows.push({
      target,
      measured: `${range(ratio, times)}: ${range(spread(ours), int)} req/s`,
      limit: `${goal} × ${range(spread(floor), int)} = ${range(spread(floor.map((rps) => rps * goal)), int)} req/s`,
      met: ratio.median >= goal,
    });
  }
  const startTarget = 'start to first 200: ours ≤ 1.3x the minimal Hono server';
  const attempts = validStarts(http);
  const oursStart = attempts.map((i) => http.startMs.ours[i] as number);
  const honoStart = attempts.map((i) => http.startMs.hono[i] as number);
  if (attempts.length === 0 || oursStart.length === 0 || honoStart.length === 0)
    rows.push({
      target: startTarget,
      measured: http.startVerdicts.length === 0 ? 'not run' : 'no valid attempt',
      limit: '',
      met: undefined,
    });
  else {
    const ratio = spread(ratios(oursStart, honoStart));
    rows.push({
      target: startTarget,
      measured: `${range(ratio, times)}: ${range(spread(oursStart), int)} ms`,
      limit: `1.3 × ${range(spread(honoStart), int)} = ${range(spread(honoStart.map((value) => value * 1.3)), int)} ms`,
      met: ratio.median <= 1.3,
    });
  }
  const { ours, hono } = http.rssFinal;
  rows.push({
    target: 'RSS after the load: ours ≤ the minimal Hono server',
    measured: ours === undefined || hono === undefined ? 'not run' : `${mb(ours)} (${times(ours / hono)})`,
    limit: hono === undefined ? '' : mb(hono),
    met: ours === undefined || hono === undefined ? undefined : ours <= hono,
  });
  return rows;
}

const verdictCell = (met: boolean | undefined) => (met === undefined ? '—' : met ? 'met' : '**missed**');

/**
 * The "Over HTTP" section of RESULTS.md, as lines.
 *
 * @example
 * out.push(...renderHttp(http, process.versions.node));
 */
export function renderHttp(http: HttpResults, nodeVersion: string): string[] {
  const out: string[] = [];
  const active = SERVERS.filter((server) => http.skipped[server] === undefined);
  const valid = Object.fromEntries(
    SCENARIOS.map((scenario) => [scenario, validRounds(http, scenario)]),
  ) as Record<Scenario, number[]>;
  out.push(
    '## Over HTTP (issue 26)',
    '',
    `autocannon, ${http.connections} connections, on 127.0.0.1, in a process of its own for each load (its CPU read with`,
    `\`process.cpuUsage\`); ${http.rounds} round(s), each server in turn (the order rotates by one each round) a ${http.warmupSeconds} s`,
    `warm-up then ${http.seconds} s measured, per scenario. Every server its own process on Node ${nodeVersion} (WireMock on Java);`,
    'every answer checked (2xx, and code `000000` where the server answers in the envelope) before the load;',
    'req/s counts 2xx answers only. Ours is `packages/mock-server/dist/cli.js --port 0 --json`, seeded through its',
    'API with one account and one card; the floor is `bench/minimal-node-server.ts`; the minimal Hono server',
    '`bench/minimal-hono-server.ts`; the peers are described in bench/README.md.',
    '',
    `A round is **invalid** when the floor did not reach ${FLOOR_MARGIN}x the slowest Node server's req/s, when the load`,
    `generator used ${SATURATED_CPU} of a core or more during any server's load, or when other processes used ${BUSY_CPU} of a`,
    "core or more during any server's load (busy time of /proc/stat less the server's and the generator's): then",
    'the limit was the generator or the machine, not the servers. Invalid rounds are listed below but left out of',
    'every median, range and ratio.',
    '',
  );
  for (const [server, reason] of Object.entries(http.skipped))
    out.push(`- ${SERVER_LABELS[server as ServerName]}: skipped, ${reason}`);
  if (Object.keys(http.skipped).length > 0) out.push('');
  if (tellsNothing(http))
    out.push(
      '**Every round was invalid: this run tells nothing about the servers. Its figures are listed per round',
      'below for diagnosis only.**',
      '',
    );
  else
    for (const scenario of SCENARIOS)
      out.push(
        `- ${SCENARIO_LABELS[scenario]}: ${valid[scenario].length} valid round(s) of ${http.verdicts[scenario].length}`,
      );
  out.push(
    '',
    'Median (lowest–highest) over the valid rounds; "ours / it" pairs the two servers in each valid round.',
    '',
    '| server | GET rps | POST rps | start ms | ours / it, GET | ours / it, POST |',
    '| --- | --- | --- | --- | --- | --- |',
  );
  const cell = (scenario: Scenario, server: ServerName, over?: ServerName) => {
    if (valid[scenario].length === 0) return 'no valid round';
    const values = rpsIn(http, scenario, server, valid[scenario]);
    if (over === undefined) return range(spread(values), int);
    return range(spread(ratios(rpsIn(http, scenario, over, valid[scenario]), values)), times);
  };
  for (const server of SERVERS) {
    const reason = http.skipped[server];
    if (reason !== undefined) {
      out.push(`| ${SERVER_LABELS[server]} | skipped | skipped | | | |`);
      continue;
    }
    const starts = validStarts(http).flatMap((i) => {
      const value = http.startMs[server][i];
      return value === undefined ? [] : [value];
    });
    const start =
      http.startVerdicts.length === 0
        ? 'not run'
        : starts.length === 0
          ? 'no valid attempt'
          : range(spread(starts), int);
    const mine = server === 'ours';
    out.push(
      `| ${SERVER_LABELS[server]} | ${cell('get-card', server)} | ${cell('post-budget', server)} | ${start} | ${
        mine ? '' : cell('get-card', server, 'ours')
      } | ${mine ? '' : cell('post-budget', server, 'ours')} |`,
    );
  }
  out.push(
    '',
    '### Targets (issue 26, part 2)',
    '',
    'Each a ratio of the same round (valid rounds only) or, for start, of the same attempt; met on the median.',
    '',
    '| target | measured | limit in the same rounds | |',
    '| --- | --- | --- | --- |',
  );
  for (const row of httpTargets(http))
    out.push(`| ${row.target} | ${row.measured} | ${row.limit} | ${verdictCell(row.met)} |`);
  out.push(
    '',
    '### Every round',
    '',
    'req/s of each server, and in brackets the CPU over that load of the load generator, the server and other processes (1 = one full core).',
    '',
    `| scenario | round | ${active.map((server) => SERVER_LABELS[server]).join(' | ')} | verdict |`,
    `| --- | --- |${' --- |'.repeat(active.length)} --- |`,
  );
  for (const scenario of SCENARIOS)
    http.verdicts[scenario].forEach((verdict, i) => {
      const cells = active.map((server) => {
        const sample = http.samples[scenario][server][i];
        return sample === undefined
          ? ''
          : `${int(sample.rps)} (${sample.generatorCpu.toFixed(2)} / ${sample.serverCpu.toFixed(2)} / ${sample.otherCpu.toFixed(2)})`;
      });
      out.push(
        `| ${scenario} | ${i + 1} | ${cells.join(' | ')} | ${verdict.valid ? 'valid' : `**invalid**: ${verdict.reasons.join('; ')}`} |`,
      );
    });
  out.push(
    '',
    '### Latency and failures (valid rounds)',
    '',
    '| scenario | server | p50 ms | p99 ms | non-2xx / errors (all rounds) |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const scenario of SCENARIOS)
    for (const server of active) {
      const samples = http.samples[scenario][server];
      const kept = valid[scenario].flatMap((i) => (samples[i] === undefined ? [] : [samples[i]]));
      const latency = (pick: (sample: (typeof samples)[number]) => number) =>
        kept.length === 0 ? '—' : range(spread(kept.map(pick)), ms);
      const bad = samples.reduce((sum, s) => sum + s.non2xx, 0);
      const errors = samples.reduce((sum, s) => sum + s.errors, 0);
      out.push(
        `| ${scenario} | ${SERVER_LABELS[server]} | ${latency((s) => s.p50)} | ${latency((s) => s.p99)} | ${bad} / ${errors} |`,
      );
    }
  out.push(
    '',
    '### RSS of each server process after the load (VmRSS)',
    '',
    `| after | ${active.map((server) => SERVER_LABELS[server]).join(' | ')} |`,
    `| --- |${' --- |'.repeat(active.length)}`,
  );
  const rssRow = (label: string, rss: Partial<Record<ServerName, number>>) =>
    `| ${label} | ${active.map((server) => (rss[server] === undefined ? '' : mb(rss[server] as number))).join(' | ')} |`;
  for (const scenario of SCENARIOS) out.push(rssRow(SCENARIO_LABELS[scenario], http.rssAfter[scenario]));
  out.push(rssRow('all of it', http.rssFinal));
  out.push(
    '',
    '### Start to first 200',
    '',
    'Spawn (a free port given up front) to the first 200 of a GET polled every 5 ms (ours: `GET /_mock/config`;',
    'the others: GET the card), the server stopped after; attempts interleave the servers. An attempt is invalid',
    `when other processes used ${BUSY_CPU} of a core or more while any server started; the start column above is`,
    'median (lowest–highest) over the valid attempts. RSS is read once, after all the load, and not judged.',
    '',
    `| attempt | ${active.map((server) => SERVER_LABELS[server]).join(' | ')} | verdict |`,
    `| --- |${' --- |'.repeat(active.length)} --- |`,
  );
  http.startVerdicts.forEach((verdict, i) => {
    const cells = active.map((server) => {
      const value = http.startMs[server][i];
      return value === undefined ? '' : int(value);
    });
    out.push(
      `| ${i + 1} | ${cells.join(' | ')} | ${verdict.valid ? 'valid' : `**invalid**: ${verdict.reasons.join('; ')}`} |`,
    );
  });
  return out;
}
