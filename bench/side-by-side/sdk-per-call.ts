import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createStyleAClient } from '@card-issuance/sdk-style-a';
import { createStyleBClient } from '@card-issuance/sdk-style-b';
import Lithic from 'lithic';
import Stripe from 'stripe';
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
  styleB: 'Style B `cards.getSecrets(cardId, { accountId })` (`GET /v1/cards/{cardId}?accountId=`)',
  stripeCustomer: 'stripe-node `customers.retrieve(id)`',
  stripeCard: 'stripe-node `issuing.cards.retrieve(id)`',
  lithic: 'lithic-node `cards.retrieve(token)`',
};
export const FETCH_KINDS = ['bare', 'request'] as const;
export type FetchKind = (typeof FETCH_KINDS)[number];
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

const JSON_HEADERS = { 'content-type': 'application/json', 'request-id': 'req_0123456789abcdef' };

/**
 * A `fetch` that answers each request with a new Response around a prebuilt body, picked by the first
 * route whose fragment the URL contains. `kind: 'request'` builds the Request first, as a real fetch does.
 *
 * @example
 * const fetch = cannedFetch([['/v1/cards/', cardBody]], 'request');
 */
export function cannedFetch(routes: ReadonlyArray<readonly [string, string]>, kind: FetchKind = 'bare') {
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url =
      kind === 'request'
        ? new Request(input, init).url
        : typeof input === 'string'
          ? input
          : input instanceof URL
            ? input.href
            : input.url;
    for (const [fragment, body] of routes) {
      if (url.includes(fragment)) return new Response(body, { status: 200, headers: JSON_HEADERS });
    }
    throw new Error(`canned fetch: no answer for ${url}`);
  };
  return fetch;
}

const card = {
  id: 'card_5Vb3nH8sK1qZ',
  cardholder_id: 'ch_8Jd2kP0wQ4',
  program_id: 'prog_2Xc7vB1nM9',
  type: 'VIRTUAL',
  status: 'ACTIVE',
  label: 'Travel',
  last4: '4242',
  brand: 'VISA',
  exp_month: 12,
  exp_year: 2029,
  currency: 'USD',
  balance: { available: 125_000, pending: 0 },
  spend_cap: { amount: 500_000, interval: 'MONTHLY' },
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
};

/** The clients and their one call each, ready to run (tokens already fetched). */
export async function createSdkCalls(
  kind: FetchKind = 'bare',
): Promise<Record<SdkCallName, () => Promise<unknown>>> {
  const styleA = createStyleAClient({
    baseUrl: 'https://api.example.test/style-a',
    clientId: 'key_benchmark',
    clientSecret: 'secret_benchmark',
    fetch: cannedFetch(
      [
        [
          '/v1/oauth/token',
          JSON.stringify({ access_token: 'tok_a', token_type: 'Bearer', expires_in: 86_400 }),
        ],
        ['/v1/cards/', JSON.stringify({ data: card })],
      ],
      kind,
    ),
  });
  const styleB = createStyleBClient({
    baseUrl: 'https://api.example.test/style-b',
    clientId: 'client_benchmark',
    clientSecret: 'secret_benchmark',
    fetch: cannedFetch(
      [
        [
          '/v1/oauth/authorize',
          JSON.stringify({ code: '000000', message: 'success', data: { code: 'grant' } }),
        ],
        [
          '/v1/oauth/access-token',
          JSON.stringify({
            code: '000000',
            message: 'success',
            data: { accessToken: 'tok_b', refreshToken: 'ref_b', expiresIn: 86_400 },
          }),
        ],
        [
          '/v1/cards/',
          JSON.stringify({
            code: '000000',
            message: 'success',
            data: {
              cardId: 'card_5Vb3nH8sK1qZ',
              accountId: 'acct_8Jd2kP0wQ4',
              cardNumber: '4242424242424242',
              expiryDate: '12/29',
              cvv: '123',
              cardStatus: 'ACTIVE',
              cardMode: 'VIRTUAL_CARD',
              label: 'Travel',
              budgetId: 'bdg_2Xc7vB1nM9',
              cardholderId: 'chd_4Fg6hJ8kL0',
              currency: 'USD',
              createdAt: '2026-11-01T10:00:00.000Z',
              updatedAt: '2026-11-02T10:00:00.000Z',
            },
          }),
        ],
      ],
      kind,
    ),
  });
  const stripe = new Stripe('sk_test_benchmark', {
    httpClient: Stripe.createFetchHttpClient(
      cannedFetch(
        [
          [
            '/v1/customers/',
            JSON.stringify({ ...card, id: 'cus_123', object: 'customer', email: 'a@b.test' }),
          ],
          ['/v1/issuing/cards/', JSON.stringify({ ...card, id: 'ic_123', object: 'issuing.card' })],
        ],
        kind,
      ) as typeof fetch,
    ),
  });
  const lithic = new Lithic({
    apiKey: 'lithic_benchmark',
    fetch: cannedFetch([['/v1/cards/', JSON.stringify({ token: 'card_5Vb3nH8sK1qZ', ...card })]], kind),
  });
  const calls: Record<SdkCallName, () => Promise<unknown>> = {
    styleA: () => styleA.cards.get('card_5Vb3nH8sK1qZ'),
    styleB: () => styleB.cards.getSecrets('card_5Vb3nH8sK1qZ', { accountId: 'acct_8Jd2kP0wQ4' }),
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
