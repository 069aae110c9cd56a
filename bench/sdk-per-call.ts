// Per-call cost of both SDKs beside stripe-node and lithic-node, each against a canned `fetch` (issue 22
// part 5); the same section `pnpm bench --only sdk` writes into RESULTS.md. Measures the built packages.
//
//   pnpm --filter @card-issuance/bench run bench:sdk              # 15 rounds of 1 s
//   pnpm --filter @card-issuance/bench run bench:sdk -- --quick   # 3 rounds of 300 ms
//   node --cpu-prof sdk-per-call.ts --only styleA [--fetch request] # a profile of one SDK's calls
import { parseArgs } from 'node:util';
import {
  createSdkCalls,
  FETCH_KINDS,
  type FetchKind,
  renderSdkPerCall,
  runSdkPerCall,
  SDK_CALLS,
  type SdkCallName,
} from './side-by-side/sdk-per-call.ts';
import { sdkCallTargets } from './side-by-side/sdk-targets.ts';
import { targetLine } from './side-by-side/target.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    quick: { type: 'boolean', default: false },
    rounds: { type: 'string' },
    ms: { type: 'string' },
    only: { type: 'string' },
    fetch: { type: 'string', default: 'bare' },
  },
});
const log = (line: string) => process.stderr.write(`${line}\n`);
if (values.only) {
  // Profiling: one SDK's call back to back for `--ms` (default 5 s), nothing else.
  const name = values.only as SdkCallName;
  if (!SDK_CALLS.includes(name)) throw new Error(`--only takes one of ${SDK_CALLS.join(', ')}`);
  const kind = values.fetch as FetchKind;
  if (!FETCH_KINDS.includes(kind)) throw new Error(`--fetch takes one of ${FETCH_KINDS.join(', ')}`);
  const call = (await createSdkCalls(kind))[name];
  const until = performance.now() + Number(values.ms ?? 5_000);
  let count = 0;
  while (performance.now() < until) {
    for (let i = 0; i < 100; i += 1) await call();
    count += 100;
  }
  log(`${name}: ${count} calls`);
} else {
  const ms = Number(values.ms ?? (values.quick ? 300 : 1_000));
  const results = await runSdkPerCall({ rounds: Number(values.rounds ?? (values.quick ? 3 : 15)), ms, log });
  console.log(renderSdkPerCall(results, ms).join('\n'));
  for (const row of sdkCallTargets(results)) log(targetLine(row));
}
