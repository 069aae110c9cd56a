// The answers the canned fetches of the SDK sections give (per-call cost, one-call bundles): one JSON body
// per route, picked by the first fragment the URL contains.

/** Routes of one SDK's canned fetch: `[URL fragment, JSON body]`, first match wins. */
export type CannedRoutes = ReadonlyArray<readonly [string, string]>;

/** The canned fetches: `bare` reads only the URL, `request` first builds the Request as a real fetch does. */
export const FETCH_KINDS = ['bare', 'request'] as const;
export type FetchKind = (typeof FETCH_KINDS)[number];

const JSON_HEADERS = { 'content-type': 'application/json', 'request-id': 'req_0123456789abcdef' };

/**
 * A `fetch` that answers each request with a new Response around a prebuilt body, picked by the first
 * route whose fragment the URL contains. `kind: 'request'` builds the Request first, as a real fetch does.
 *
 * @example
 * const fetch = cannedFetch([['/v1/cards/', cardBody]], 'request');
 */
export function cannedFetch(routes: CannedRoutes, kind: FetchKind = 'bare') {
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

const envelope = (data: unknown) => JSON.stringify({ code: '000000', message: 'success', data });

/** Style A: the token, then `GET /v1/cards/{id}`. */
export const STYLE_A_ROUTES: CannedRoutes = [
  ['/v1/oauth/token', JSON.stringify({ access_token: 'tok_a', token_type: 'Bearer', expires_in: 86_400 })],
  ['/v1/cards/', JSON.stringify({ data: card })],
];

/** Style B: the two authorization steps, then `GET /v1/budgets/{budgetId}?accountId=`. */
export const STYLE_B_ROUTES: CannedRoutes = [
  ['/v1/oauth/authorize', envelope({ code: 'grant' })],
  ['/v1/oauth/access-token', envelope({ accessToken: 'tok_b', refreshToken: 'ref_b', expiresIn: 86_400 })],
  [
    '/v1/budgets/',
    envelope({
      budgetId: 'bdg_2Xc7vB1nM9',
      accountId: 'acct_8Jd2kP0wQ4',
      name: 'Travel',
      currency: 'USD',
      balance: { available: '125.00', locked: '0.00', total: '125.00' },
      createdAt: '2026-11-01T10:00:00.000Z',
    }),
  ],
];

/** stripe-node: `customers.retrieve` and `issuing.cards.retrieve`. */
export const STRIPE_ROUTES: CannedRoutes = [
  ['/v1/customers/', JSON.stringify({ ...card, id: 'cus_123', object: 'customer', email: 'a@b.test' })],
  ['/v1/issuing/cards/', JSON.stringify({ ...card, id: 'ic_123', object: 'issuing.card' })],
];

/** lithic-node: `cards.retrieve`. */
export const LITHIC_ROUTES: CannedRoutes = [
  ['/v1/cards/', JSON.stringify({ token: 'card_5Vb3nH8sK1qZ', ...card })],
];
