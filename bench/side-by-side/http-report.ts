// The "Over HTTP" part of RESULTS.md (issue 26): the table of the issue over the valid rounds only, the
// targets of part 2 against limits measured in the same rounds, and every round with its verdict.
import { int, mb, ms, range, times } from './format.ts';
import {
  type HttpResults,
  PEERS,
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

/** The median (lowest–highest) over the valid rounds of `server` / `over`, paired round by round. */
function pairedRatio(http: HttpResults, scenario: Scenario, server: ServerName, over: ServerName) {
  const rounds = validRounds(http, scenario);
  const mine = rpsIn(http, scenario, server, rounds);
  const theirs = rpsIn(http, scenario, over, rounds);
  return { mine, theirs, ratio: spread(ratios(mine, theirs)) };
}

const SCENARIO_NAMES: Record<Scenario, string> = {
  'get-card': 'GET a card',
  'post-budget': 'POST a budget, unique keys',
};

/** A req/s target: ours at least `goal` times `over`'s req/s of the same valid rounds. */
function rpsTarget(http: HttpResults, scenario: Scenario, over: ServerName, goal: number): HttpTarget {
  const target = `${SCENARIO_NAMES[scenario]}: ours ≥ ${goal}x ${SHORT_LABELS[over]}`;
  if (http.skipped[over] !== undefined)
    return { target, measured: `not measured: ${http.skipped[over]}`, limit: '', met: undefined };
  if (validRounds(http, scenario).length === 0)
    return { target, measured: 'no valid round', limit: '', met: undefined };
  const { mine, theirs, ratio } = pairedRatio(http, scenario, 'ours', over);
  return {
    target,
    measured: `${range(ratio, times)}: ${range(spread(mine), int)} req/s`,
    limit: `${goal} × ${range(spread(theirs), int)} = ${range(spread(theirs.map((rps) => rps * goal)), int)} req/s`,
    met: ratio.median >= goal,
  };
}

/** How the targets name each server. */
export const SHORT_LABELS: Record<ServerName, string> = {
  ours: 'ours',
  prism: 'Prism',
  mockoon: 'Mockoon',
  wiremock: 'WireMock',
  'json-server': 'json-server',
  hono: 'the minimal Hono server',
  floor: 'bare `node:http`',
  'on-node-server': '`mock.fetch` on @hono/node-server',
  'on-srvx': '`mock.fetch` on srvx',
};

/** The most heap an idempotent POST may leave retained after full collections ("Lean on every path"). */
export const RETAINED_PER_POST_LIMIT = 500;

/**
 * The targets over HTTP ("Lean on every path", point 1), each a ratio of the same round (valid rounds
 * only) or of the same start attempt, with the limit measured there: GET at least 0.7x the floor and 2x
 * every peer; POST at least 1.0x the minimal Hono server and 2x WireMock; start at most 1.3x Hono's; RSS
 * after the load at most 1.1x Hono's; at most 500 B retained per idempotent POST.
 *
 * @example
 * for (const row of httpTargets(http)) console.log(row.target, row.measured, row.limit, row.met);
 */
export function httpTargets(http: HttpResults): HttpTarget[] {
  const rows: HttpTarget[] = [
    rpsTarget(http, 'get-card', 'floor', 0.7),
    ...PEERS.map((peer) => rpsTarget(http, 'get-card', peer, 2)),
    rpsTarget(http, 'post-budget', 'hono', 1),
    rpsTarget(http, 'post-budget', 'wiremock', 2),
  ];
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
    target: 'RSS after the load: ours ≤ 1.1x the minimal Hono server',
    measured: ours === undefined || hono === undefined ? 'not run' : `${mb(ours)} (${times(ours / hono)})`,
    limit: hono === undefined ? '' : `1.1 × ${mb(hono)} = ${mb(hono * 1.1)}`,
    met: ours === undefined || hono === undefined ? undefined : ours <= hono * 1.1,
  });
  const { retained } = http;
  rows.push({
    target: `heap retained per idempotent POST after GC: ours ≤ ${RETAINED_PER_POST_LIMIT} B`,
    measured:
      retained === undefined
        ? 'not run'
        : `${int(retained.ours)} B (the minimal Hono app ${int(retained.hono)} B)`,
    limit: `${RETAINED_PER_POST_LIMIT} B`,
    met: retained === undefined ? undefined : retained.ours <= RETAINED_PER_POST_LIMIT,
  });
  return rows;
}

/**
 * The adapter pair, no target: srvx's req/s over @hono/node-server's serving the same `mock.fetch`, paired
 * round by round over the valid rounds, per scenario (what decides which adapter the Node entry uses).
 *
 * @example
 * for (const line of adapterLines(http)) console.log(line);
 */
export function adapterLines(http: HttpResults): string[] {
  return SCENARIOS.map((scenario) => {
    const label = `${SCENARIO_NAMES[scenario]}: srvx / @hono/node-server, the same \`mock.fetch\``;
    if (validRounds(http, scenario).length === 0) return `${label}: no valid round`;
    const { mine, theirs, ratio } = pairedRatio(http, scenario, 'on-srvx', 'on-node-server');
    return `${label}: ${range(ratio, times)} (${range(spread(mine), int)} beside ${range(spread(theirs), int)} req/s)`;
  });
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
    '### Targets (issue "Lean on every path", point 1)',
    '',
    'Each a ratio of the same round (valid rounds only) or, for start, of the same attempt; met on the median.',
    'Retained heap per POST is measured in-process after full collections (`side-by-side/retained-per-post.ts`).',
    '',
    '| target | measured | limit in the same rounds | |',
    '| --- | --- | --- | --- |',
  );
  for (const row of httpTargets(http))
    out.push(`| ${row.target} | ${row.measured} | ${row.limit} | ${verdictCell(row.met)} |`);
  out.push('', '### The Node adapters side by side (no target)', '');
  for (const line of adapterLines(http)) out.push(`- ${line}`);
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
