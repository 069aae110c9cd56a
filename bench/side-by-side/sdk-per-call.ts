import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createStyleAClient } from '@card-issuance/sdk-style-a';
import { createStyleBClient } from '@card-issuance/sdk-style-b';
import Lithic from 'lithic';
import Stripe from 'stripe';
import {
  cannedFetch,
  FETCH_KINDS,
  type FetchKind,
  LITHIC_ROUTES,
  STRIPE_ROUTES,
  STYLE_A_ROUTES,
  STYLE_B_ROUTES,
} from './canned-answers.ts';

export { FETCH_KINDS, type FetchKind } from './canned-answers.ts';

import { interleavedOpsPerSecond, opsPerSecond, ratios, spread } from './stats.ts';

// Per-call cost of each SDK against a canned `fetch` (issue 22 part 5): the fetch answers a Response built
// from a prebuilt body for the call, so what is measured is the SDK's own work (building the request,
// auth, retries' bookkeeping, reading and unwrapping the answer), no network and no server.
//
// Two canned fetches, both reported: `bare` reads only the URL, and `request` first builds the Request
// from its arguments as every real fetch does (undici's `fetch` and msw's interceptor call
// `new Request(input, init)` on every call, even for a Request). The bare one hides the cost of the
// Request a real fetch builds, which an SDK that hands fetch a ready Request (ours, through ky) pays up front.
export const SDK_CALLS = ['styleA', 'styleB', 'stripeCustomer', 'stripeCard', 'lithic'] as const;
export type SdkCallName = (typeof SDK_CALLS)[number];
export const SDK_CALL_LABELS: Record<SdkCallName, string> = {
  styleA: 'Style A `cards.get(id)` (`GET /v1/cards/{id}`)',
  styleB: 'Style B `budgets.get(budgetId, { accountId })` (`GET /v1/budgets/{budgetId}?accountId=`)',
  stripeCustomer: 'stripe-node `customers.retrieve(id)`',
  stripeCard: 'stripe-node `issuing.cards.retrieve(id)`',
  lithic: 'lithic-node `cards.retrieve(token)`',
};
export const FETCH_KIND_LABELS: Record<FetchKind, string> = {
  bare: 'a canned `fetch` that reads only the URL',
  request:
    'a canned `fetch` that first builds the Request from its arguments (`new Request(input, init)`, as undici and msw do)',
};

/** Calls per second of each SDK under each canned fetch, one figure per round. */
export interface SdkPerCallResults {
  versions: Record<'stripe' | 'lithic', string>;
  ops: Record<FetchKind, Record<SdkCallName, number[]>>;
}

/** The clients and their one call each, ready to run (tokens already fetched). */
export async function createSdkCalls(
  kind: FetchKind = 'bare',
): Promise<Record<SdkCallName, () => Promise<unknown>>> {
  const styleA = createStyleAClient({
    baseUrl: 'https://api.example.test/style-a',
    clientId: 'key_benchmark',
    clientSecret: 'secret_benchmark',
    fetch: cannedFetch(STYLE_A_ROUTES, kind),
  });
  const styleB = createStyleBClient({
    baseUrl: 'https://api.example.test/style-b',
    clientId: 'client_benchmark',
    clientSecret: 'secret_benchmark',
    fetch: cannedFetch(STYLE_B_ROUTES, kind),
  });
  const stripe = new Stripe('sk_test_benchmark', {
    httpClient: Stripe.createFetchHttpClient(cannedFetch(STRIPE_ROUTES, kind) as typeof fetch),
  });
  const lithic = new Lithic({ apiKey: 'lithic_benchmark', fetch: cannedFetch(LITHIC_ROUTES, kind) });
  const calls: Record<SdkCallName, () => Promise<unknown>> = {
    styleA: () => styleA.cards.get('card_5Vb3nH8sK1qZ'),
    styleB: () => styleB.budgets.get('bdg_2Xc7vB1nM9', { accountId: 'acct_8Jd2kP0wQ4' }),
    stripeCustomer: () => stripe.customers.retrieve('cus_123'),
    stripeCard: () => stripe.issuing.cards.retrieve('ic_123'),
    lithic: () => lithic.cards.retrieve('card_5Vb3nH8sK1qZ'),
  };
  for (const name of SDK_CALLS) await calls[name](); // fetches the tokens; throws if a call fails
  return calls;
}

/**
 * Our two SDKs' card read beside stripe-node's and lithic-node's retrieve, under both canned fetches, one
 * call after another, all ten ways alternating in 20 ms slices within each round.
 *
 * @example
 * const results = await runSdkPerCall({ rounds: 15, ms: 1_000, log: console.error });
 */
export async function runSdkPerCall(options: {
  rounds: number;
  ms: number;
  log: (line: string) => void;
}): Promise<SdkPerCallResults> {
  const calls: Record<string, () => Promise<unknown>> = {};
  for (const kind of FETCH_KINDS) {
    const ofKind = await createSdkCalls(kind);
    for (const name of SDK_CALLS) calls[`${kind} ${name}`] = ofKind[name];
  }
  for (const run of Object.values(calls)) await opsPerSecond(run, Math.min(300, options.ms));
  const ops = Object.fromEntries(
    FETCH_KINDS.map((kind) => [kind, Object.fromEntries(SDK_CALLS.map((name) => [name, [] as number[]]))]),
  ) as SdkPerCallResults['ops'];
  for (let round = 1; round <= options.rounds; round += 1) {
    const measured = await interleavedOpsPerSecond(calls, options.ms);
    for (const kind of FETCH_KINDS) {
      for (const name of SDK_CALLS) {
        const perSecond = measured[`${kind} ${name}`] as number;
        ops[kind][name].push(perSecond);
        options.log(`  sdk round ${round} ${kind} ${name}: ${(1e6 / perSecond).toFixed(1)} µs/call`);
      }
    }
  }
  const version = (name: string) =>
    (
      JSON.parse(
        readFileSync(join(import.meta.dirname, '../node_modules', name, 'package.json'), 'utf8'),
      ) as {
        version: string;
      }
    ).version;
  return { versions: { stripe: version('stripe'), lithic: version('lithic') }, ops };
}

const us = (opsPerSecond: number) => 1e6 / opsPerSecond;

/**
 * The Markdown table of a run: µs per call of each SDK (median, lowest–highest over the rounds) and its
 * ratio to stripe-node's `customers.retrieve` and lithic-node's `cards.retrieve` in the same rounds.
 *
 * @example
 * console.log(renderSdkPerCall(await runSdkPerCall({ rounds: 15, ms: 1_000, log })).join('\n'));
 */
export function renderSdkPerCall(results: SdkPerCallResults, ms: number): string[] {
  const { versions } = results;
  const fmt = (values: number[], digits: number, unit: string) => {
    const { min, median, max } = spread(values);
    return `${median.toFixed(digits)}${unit} (${min.toFixed(digits)}–${max.toFixed(digits)})`;
  };
  const rounds = results.ops.bare.styleA.length;
  const out = [
    `Each SDK against a canned \`fetch\` (a new Response around a prebuilt body, no network), one call after another, ${ms} ms per way and round in alternating 20 ms slices (all ten ways in every round), ${rounds} rounds; stripe ${versions.stripe}, lithic ${versions.lithic}. Ratios pair the rounds (below 1: cheaper).`,
  ];
  for (const kind of FETCH_KINDS) {
    const ops = results.ops[kind];
    const perCall = (name: SdkCallName) => ops[name].map(us);
    const against = (name: SdkCallName, other: SdkCallName) =>
      name === other ? '' : fmt(ratios(perCall(name), perCall(other)), 2, 'x');
    out.push(
      '',
      `Against ${FETCH_KIND_LABELS[kind]}:`,
      '',
      '| Call | µs per call | vs stripe `customers.retrieve` | vs lithic `cards.retrieve` |',
      '| --- | --- | --- | --- |',
      ...SDK_CALLS.map(
        (name) =>
          `| ${SDK_CALL_LABELS[name]} | ${fmt(perCall(name), 1, '')} | ${against(name, 'stripeCustomer')} | ${against(name, 'lithic')} |`,
      ),
    );
  }
  return out;
}
