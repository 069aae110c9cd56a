// `pnpm bench:sandboxes` (issue 24): what a sandbox costs in one running mock, measured in one process on
// the built package, as ratios of references taken in the same run:
//   - creating one (`POST /_mock/sandboxes` through `mock.fetch`) beside one in-process `createMock()`;
//   - the RSS of 1,000 idle sandboxes (goal: under 500 MB);
//   - one Style B request at the usual base URL, routed by its token, with 1 sandbox and with 1,000 (two
//     mocks, their requests alternating in 20 ms slices, 5 rounds, the ratio paired by round);
//   - with `--data-dir` (issue 33, sandboxes-on-disk.ts): a restart on 10,000 kept sandboxes (`--on-disk`),
//     and the default cap of 1,000 all in use.
// Not a test: targets are reported met or missed, never asserted. Run with `--expose-gc`.
import { parseArgs } from 'node:util';
import { createMock, type Mock } from '@card-issuance/mock-server';
import { sandboxesOnDisk } from './sandboxes-on-disk.ts';
import { interleavedOpsPerSecond } from './side-by-side/stats.ts';
import { type TargetRow, targetLine } from './side-by-side/target.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    sandboxes: { type: 'string', default: '1000' },
    'on-disk': { type: 'string', default: '10000' },
    quick: { type: 'boolean', default: false },
    // For `pnpm bench`: one JSON object, the table and the targets, instead of the table and target lines.
    json: { type: 'boolean', default: false },
  },
});
const many = Number(values.sandboxes);
const samples = values.quick ? 50 : 300;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) console.error('warning: run with --expose-gc for a settled RSS');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const mb = (bytes: number) => Math.round(bytes / 1_048_576);

async function json(response: Promise<Response>): Promise<{ data: Record<string, unknown> }> {
  return (await response).json() as Promise<{ data: Record<string, unknown> }>;
}

// 1. One request routed by its token with 1 sandbox and with `many`, and the RSS of `many` idle
// sandboxes: first, while the heap holds nothing else. Two mocks: one holds a single sandbox, the other
// `many`; requests to the two alternate in 20 ms slices, so the same machine load falls on both.
const single = createMock();
const host = createMock();
const createSandbox = (mock: Mock) =>
  json(
    mock.fetch(`${mock.origin}/_mock/sandboxes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }),
  );
async function sandboxToken(mock: Mock): Promise<string> {
  const { clientId, clientSecret } = ((await createSandbox(mock)).data as { styleB: Record<string, string> })
    .styleB as { clientId: string; clientSecret: string };
  const base = `${mock.origin}/style-b/v1/oauth`;
  const { data: grant } = await json(mock.fetch(`${base}/authorize?clientId=${clientId}`));
  const { data } = await json(
    mock.fetch(`${base}/access-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId, clientSecret, code: grant.code }),
    }),
  );
  return data.accessToken as string;
}
const lookup = (mock: Mock, token: string) => {
  const url = `${mock.origin}/style-b/v1/accounts?email=nobody%40example.com`;
  const init = { headers: { 'x-access-token': token } };
  return async () => {
    await (await mock.fetch(url, init)).arrayBuffer();
  };
};
const withOneSandbox = lookup(single, await sandboxToken(single));
const hostToken = await sandboxToken(host);

gc?.();
const rssBefore = process.memoryUsage().rss;
for (let i = 1; i < many; i++) await createSandbox(host);
gc?.();
const rssAfter = process.memoryUsage().rss;
const withManySandboxes = lookup(host, hostToken);
await interleavedOpsPerSecond({ one: withOneSandbox, many: withManySandboxes }, 300); // warm-up
const oneUs: number[] = [];
const manyUs: number[] = [];
const routingRatios: number[] = [];
for (let round = 0; round < 5; round++) {
  const ops = await interleavedOpsPerSecond(
    { one: withOneSandbox, many: withManySandboxes },
    values.quick ? 200 : 1_000,
  );
  oneUs.push(1e6 / ops.one);
  manyUs.push(1e6 / ops.many);
  routingRatios.push(ops.one / ops.many);
}
const withOne = median(oneUs);
const withMany = median(manyUs);
const routing = median(routingRatios);
single.close();
host.close();

// 2. Creation: interleaved, so both references see the same machine.
const mock = createMock();
const post = (body: unknown) =>
  mock.fetch(`${mock.origin}/_mock/sandboxes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
for (let i = 0; i < 20; i++) {
  createMock().close();
  await post({});
}
const createMs: number[] = [];
const sandboxMs: number[] = [];
for (let i = 0; i < samples; i++) {
  let t = performance.now();
  createMock().close();
  createMs.push(performance.now() - t);
  t = performance.now();
  await post({});
  sandboxMs.push(performance.now() - t);
}
mock.close();

const createMedian = median(createMs);
const sandboxMedian = median(sandboxMs);
const ms = (value: number) => `${value.toFixed(2)} ms`;
const targets: TargetRow[] = [
  {
    target: 'creating a sandbox (`POST /_mock/sandboxes` through `mock.fetch`) ≤ 5 ms (issues 24 and 26)',
    measured: `${ms(sandboxMedian)} (median of ${samples}), ${(sandboxMedian / createMedian).toFixed(2)}x one \`createMock()\``,
    limit: `5 ms; one in-process \`createMock()\`, timed alternately in the same loop: ${ms(createMedian)}`,
    met: sandboxMedian <= 5,
  },
  {
    target: `RSS with ${many} idle sandboxes < 500 MB (issue 24)`,
    measured: `${mb(rssAfter)} MB (${mb(rssAfter - rssBefore)} MB for them)`,
    limit: `500 MB; before them: ${mb(rssBefore)} MB`,
    met: mb(rssAfter) < 500,
  },
  {
    target: `a Style B request routed by its token with ${many} sandboxes ≤ 1.2x with 1 (issue 24)`,
    measured: `${routing.toFixed(2)}x (median of 5 rounds, each pairing alternating 20 ms slices): ${withMany.toFixed(1)} µs`,
    limit: `1.2 × ${withOne.toFixed(1)} = ${(withOne * 1.2).toFixed(1)} µs`,
    met: routing <= 1.2,
  },
];
const rows = [
  ['createMock() in-process (reference)', `${createMedian.toFixed(2)} ms`, ''],
  [
    'POST /_mock/sandboxes',
    `${sandboxMedian.toFixed(2)} ms`,
    `${(sandboxMedian / createMedian).toFixed(2)}x createMock; goal at most 5 ms: ${sandboxMedian <= 5 ? 'met' : 'MISSED'}`,
  ],
  [
    `RSS of ${many} idle sandboxes`,
    `${mb(rssAfter)} MB (${mb(rssAfter - rssBefore)} MB for them)`,
    `goal under 500 MB: ${mb(rssAfter) < 500 ? 'met' : 'MISSED'}`,
  ],
  ['a Style B request, 1 sandbox', `${withOne.toFixed(1)} µs`, ''],
  [
    `a Style B request, ${many} sandboxes`,
    `${withMany.toFixed(1)} µs`,
    `${routing.toFixed(2)}x the cost with 1 (paired by round); goal about 1x: ${routing <= 1.2 ? 'met' : 'MISSED'}`,
  ],
];
// 3. Kept with --data-dir: a restart on many, and the default cap in use (issue 33).
const disk = await sandboxesOnDisk(values.quick ? 1_000 : Number(values['on-disk']));
rows.push(...disk.rows);
targets.push(...disk.targets);
const table = [
  '| What | Measured | Against the reference |',
  '| --- | --- | --- |',
  ...rows.map((row) => `| ${row.join(' | ')} |`),
].join('\n');
if (values.json) console.log(JSON.stringify({ table, targets }));
else {
  console.log(table);
  for (const row of targets) console.log(targetLine(row));
}
