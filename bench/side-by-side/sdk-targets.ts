// The SDK targets of `pnpm bench` (issue "Lean on every path", point 2): per-call cost at most stripe-node's
// and lithic-node's under both canned fetches, and the bytes a one-call program loads.
import { kb, range, times } from './format.ts';
import type { OneCallBundle } from './one-call-bundle.ts';
import { FETCH_KINDS, type SdkCallName, type SdkPerCallResults } from './sdk-per-call.ts';
import { ratios, spread } from './stats.ts';
import { meets, type TargetRow } from './target.ts';

/** The byte budgets of a one-call program, min+gz: its first load, and with what its first call loads. */
export const BYTE_LIMITS = { firstLoad: 16_000, firstCall: 20_000 };

const us = (value: number) => `${value.toFixed(1)} µs`;
const PEERS = [
  ['stripeCustomer', 'stripe-node `customers.retrieve`'],
  ['lithic', 'lithic-node `cards.retrieve`'],
] as const;
const STYLES = [
  ['styleA', 'A `cards.get`'],
  ['styleB', 'B `budgets.get`'],
] as const;

/**
 * Per call, each SDK's cost over each peer's, paired by round: at most 1x, under the bare canned fetch and
 * the one that builds the Request; the limit is the peer's µs per call in the same rounds.
 *
 * @example
 * sdkCallTargets(results.sdk).map(targetLine);
 */
export function sdkCallTargets(sdk: SdkPerCallResults | undefined): TargetRow[] {
  const rows: TargetRow[] = [];
  for (const kind of FETCH_KINDS) {
    const fetchLabel = kind === 'bare' ? 'bare canned fetch' : 'canned fetch that builds the Request';
    for (const [style, styleLabel] of STYLES) {
      for (const [peer, peerLabel] of PEERS) {
        const target = `SDK Style ${styleLabel} per-call cost ≤ 1x ${peerLabel} (${fetchLabel})`;
        const perCall = (name: SdkCallName) => (sdk?.ops[kind][name] ?? []).map((ops) => 1e6 / ops);
        const ours = perCall(style);
        const theirs = perCall(peer);
        if (ours.length === 0 || theirs.length === 0) {
          rows.push({ target, measured: 'not run', met: undefined });
          continue;
        }
        const perRound = ratios(ours, theirs);
        rows.push({
          target,
          measured: `${range(spread(perRound), times)}: ${range(spread(ours), us)}`,
          limit: range(spread(theirs), us),
          met: meets(perRound, 1, true),
        });
      }
    }
  }
  return rows;
}

/**
 * The bytes of each SDK's one-call program: its first load at most 16 KB and, with every chunk its first
 * call loads, at most 20 KB (min+gz); lithic-node's and stripe-node's beside the limit.
 *
 * @example
 * sdkByteTargets(results.oneCall).map(targetLine);
 */
export function sdkByteTargets(oneCall: OneCallBundle[] | undefined): TargetRow[] {
  const peers = (oneCall ?? []).filter((bundle) => !bundle.label.includes('@card-issuance'));
  const beside = peers.map((peer) => `${peer.label.split(':')[0]} ${kb(peer.firstCall)}`).join(', ');
  const rows: TargetRow[] = [];
  for (const style of ['a', 'b']) {
    const ours = oneCall?.find((bundle) => bundle.label.includes(`sdk-style-${style}\``));
    for (const [key, what] of [
      ['firstLoad', 'first load'],
      ['firstCall', 'first load and every chunk its first call loads'],
    ] as const) {
      const limit = BYTE_LIMITS[key];
      rows.push({
        target: `SDK Style ${style.toUpperCase()} one-call program, ${what} ≤ ${kb(limit)} min+gz`,
        measured: ours ? `${kb(ours[key])} (every chunk it could load: ${kb(ours.all)})` : 'not run',
        limit: `${kb(limit)}${beside ? `; ${beside}` : ''}`,
        met: ours ? ours[key] <= limit : undefined,
      });
    }
  }
  return rows;
}

/**
 * The Markdown table of the one-call programs.
 *
 * @example
 * out.push(...renderOneCall(results.oneCall));
 */
export function renderOneCall(oneCall: OneCallBundle[]): string[] {
  return [
    '| one-call program | first load | with its first call | every chunk | loaded by the first call |',
    '| --- | --- | --- | --- | --- |',
    ...oneCall.map(
      (bundle) =>
        `| ${bundle.label} | ${kb(bundle.firstLoad)} | ${kb(bundle.firstCall)} | ${kb(bundle.all)} | ${bundle.loadedByCall.join(', ') || 'nothing'} |`,
    ),
  ];
}
