// Smoke test of the built Style B client on any runtime (Node, Deno, Bun), run by
// ../runtimes.process.test.ts, or by hand against `pnpm mock`:
//   MOCK_URL=http://127.0.0.1:4010 deno run --allow-net --allow-env --allow-read smoke.mjs
import { check, mockConfig, rejection, report } from '@card-issuance/test-support/runtime-smoke';
import { createStyleBClient, StyleBApiError } from '../../dist/index.js';

const { styleB } = await mockConfig();
const { baseUrl, clientId, clientSecret, parentAccountId } = styleB;
const client = createStyleBClient({ baseUrl, clientId, clientSecret });

const token = await client.auth.getAccessToken();
check(typeof token === 'string' && token.length > 20, 'an access token from the OAuth exchange');
// A keyed write (an Idempotency-Key generated), then reads.
const email = `smoke-${crypto.randomUUID()}@example.com`;
const registered = await client.accounts.register({ name: 'Ann Lee', email, parentAccountId }).withResponse();
check(registered.code === '000000' && registered.idempotencyKey !== null, 'a registered sub-account');
const { accountId } = registered.data;
const found = await client.accounts.list({ email });
check(found.list.length === 1 && found.list[0].accountId === accountId, 'the account listed');
const missing = await rejection(client.cards.freeze('card_missing', { accountId }));
check(missing instanceof StyleBApiError && /^[0-9a-f-]{36}$/.test(missing.requestId), 'StyleBApiError');
// client.raw loads openapi-fetch's client from its own file on first use.
const raw = await client.raw.GET('/v1/accounts', { params: { query: { email } } });
check(raw.response.status === 200 && raw.data?.data?.list.length === 1, 'a raw call');

report({ sdk: 'style-b', accounts: found.list.length, missing: missing.code });
