// The dashboard poll benchmark (not a test): one poll of the sandbox dashboard (its own reads,
// `readDashboard` in packages/mock-server/src/dashboard/app, through `mock.fetch`) in sandboxes of the same
// 2,500 card events that hold 10, 300 and 25,000 webhook deliveries, measured side by side in alternating
// 20 ms slices per round. Targets (issue 23): the same requests at every size, and the time per poll at
// 25,000 within 1.2x of the time at 10 and at 300 (from 20 deliveries on, the page of deliveries is full:
// at 10 it holds half as many). Exits 1, saying which, when missed. The bytes of a poll are counted by a test
// (packages/mock-server/test/dashboard-poll.slow.test.ts); this measures the time.
//
//   pnpm --filter @card-issuance/bench run bench:dashboard [-- --rounds 7 --large 25000]
//
// Measures the mock's sources: the dashboard's reads are browser code, bundled into the package as a
// string, so this bundles the shared test support (sandbox builder, one poll) with esbuild first.
import { mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    rounds: { type: 'string', default: '7' },
    small: { type: 'string', default: '10' },
    full: { type: 'string', default: '300' },
    large: { type: 'string', default: '25000' },
  },
});
const rounds = Number(values.rounds);
const small = Number(values.small);
const large = Number(values.large);
const full = Number(values.full);
const RATIO_TARGET = 1.2;
const FULL_RATIO_TARGET = 1.2;
const SLICE_MS = 20;
const SLICES = 25;

const mockServer = fileURLToPath(new URL('../packages/mock-server/', import.meta.url));
// Written below the mock's node_modules so that its dependencies resolve from there.
const cache = `${mockServer}node_modules/.cache/bench`;
mkdirSync(cache, { recursive: true });
await build({
  entryPoints: [`${mockServer}test/support/dashboard-poll.ts`],
  outfile: `${cache}/dashboard-poll.mjs`,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  // Third-party packages stay imports; the workspace's own (whose exports are TypeScript sources) are
  // bundled, since Node runs no TypeScript below node_modules.
  plugins: [
    {
      name: 'external-dependencies',
      setup(bundle) {
        bundle.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@card-issuance/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
const support = (await import(
  pathToFileURL(`${cache}/dashboard-poll.mjs`).href
)) as typeof import('../packages/mock-server/test/support/dashboard-poll');

const query = { cardLimit: 25, deliveryStatus: '', selectedId: null } as const;
type Sandbox = Awaited<ReturnType<typeof support.sandboxWithDeliveries>> & { deliveries: number };
const sandboxes: Sandbox[] = [];
for (const deliveries of [small, full, large]) {
  sandboxes.push({ deliveries, ...(await support.sandboxWithDeliveries(deliveries)) });
}
const costs = await Promise.all(sandboxes.map(({ mock }) => support.pollOnce(mock, query)));

/** Polls one sandbox for a slice of `ms`; answers the polls made and the time they took. */
async function slice(index: number, ms: number) {
  const { mock } = sandboxes[index] ?? {};
  if (!mock) throw new Error('no sandbox');
  let polls = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    await support.pollOnce(mock, query);
    polls += 1;
  }
  return { polls, elapsed: performance.now() - start };
}

// Warm-up, then rounds of slices in alternating order, so a burst of other work falls on all of them.
for (const index of [0, 1, 2]) await slice(index, 300);
const perPoll: number[][] = [[], [], []];
const ratios: number[] = [];
const fullRatios: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  const totals = [0, 1, 2].map(() => ({ polls: 0, elapsed: 0 }));
  for (let n = 0; n < SLICES; n += 1) {
    for (const index of n % 2 === 0 ? [0, 1, 2] : [2, 1, 0]) {
      const { polls, elapsed } = await slice(index, SLICE_MS);
      const total = totals[index];
      if (total) {
        total.polls += polls;
        total.elapsed += elapsed;
      }
    }
  }
  const us = totals.map(({ polls, elapsed }) => (elapsed * 1000) / polls);
  for (const [index, value] of us.entries()) perPoll[index]?.push(value);
  ratios.push((us[2] ?? 0) / (us[0] ?? 1));
  fullRatios.push((us[2] ?? 0) / (us[1] ?? 1));
}
for (const { mock } of sandboxes) mock.close();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const range = (xs: number[], digits: number) =>
  `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;
console.log(`\nOne dashboard poll, ${rounds} rounds (median (lowest–highest))\n`);
console.log('| Deliveries | µs per poll | Requests | Bytes received |');
console.log('| ---------: | ----------: | -------: | -------------: |');
sandboxes.forEach(({ deliveries }, index) => {
  const cost = costs[index];
  console.log(
    `| ${deliveries.toLocaleString('en')} | ${range(perPoll[index] ?? [], 0)} | ${cost?.requests.length} | ${cost?.bytes.toLocaleString('en')} |`,
  );
});
const ratio = median(ratios);
const fullRatio = median(fullRatios);
const label = (n: number) => n.toLocaleString('en');
console.log(`\nRatio ${label(large)} / ${label(small)}: ${range(ratios, 2)}x (target ≤ ${RATIO_TARGET}x)`);
console.log(
  `Ratio ${label(large)} / ${label(full)}: ${range(fullRatios, 2)}x (target ≤ ${FULL_RATIO_TARGET}x)`,
);
const missed: string[] = [];
if (ratio > RATIO_TARGET) missed.push(`time per poll ${ratio.toFixed(2)}x of ${small}'s > ${RATIO_TARGET}x`);
if (fullRatio > FULL_RATIO_TARGET) {
  missed.push(`time per poll ${fullRatio.toFixed(2)}x of ${full}'s > ${FULL_RATIO_TARGET}x`);
}
if (new Set(costs.map((cost) => cost.requests.length)).size !== 1)
  missed.push('a different number of requests');
if (missed.length > 0) {
  console.error(`missed: ${missed.join('; ')}`);
  process.exit(1);
}
console.log('met: the same requests, and the same time within the target');
