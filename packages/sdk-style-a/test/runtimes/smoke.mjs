// Smoke test of the built Style A client on any runtime (Node, Deno, Bun), run by
// ../runtimes.process.test.ts, or by hand against `pnpm mock`:
//   MOCK_URL=http://127.0.0.1:4010 deno run --allow-net --allow-env --allow-read smoke.mjs
import { check, mockConfig, rejection, report } from '@card-issuance/test-support/runtime-smoke';
import {
  createStyleAClient,
  generateRevealKeyPair,
  PaymentDetailsError,
  StyleAApiError,
} from '../../dist/index.js';
import * as revealEntry from '../../dist/reveal.js';

const { styleA } = await mockConfig();
const client = createStyleAClient({ baseUrl: styleA.baseUrl, ...styleA.apiKeys.DEVELOPER });

const token = await client.auth.getAccessToken();
check(typeof token === 'string' && token.length > 20, 'a bearer token from client credentials');
const programs = await client.programs.list({ limit: 10 });
check(programs.items.length > 0, 'the seeded programs');
const missing = await rejection(client.cards.get('card_missing'));
check(missing instanceof StyleAApiError && missing.code === 'NOT_FOUND', 'StyleAApiError NOT_FOUND');
// client.raw loads openapi-fetch's client from its own file on first use.
const raw = await client.raw.GET('/v1/programs', { params: { query: { limit: 1 } } });
check(raw.response.status === 200 && raw.data?.data.items.length === 1, 'a raw call');
// Web Crypto RSA-OAEP of the reveal entry; one PaymentDetailsError class for both entries.
const { publicKeyPem } = await generateRevealKeyPair();
check(publicKeyPem.startsWith('-----BEGIN PUBLIC KEY-----'), 'an RSA key pair');
check(PaymentDetailsError === revealEntry.PaymentDetailsError, 'one PaymentDetailsError');
// The webhook verifier is loaded on first use; an HMAC that does not match is refused.
const forged = await rejection(
  client.webhooks.verify({ body: '{}', signature: '0'.repeat(64), secret: 'whsec_smoke' }),
);
check(forged?.name === 'SignatureMismatchError', 'a forged webhook refused');

report({ sdk: 'style-a', programs: programs.items.length, missing: missing.code, forged: forged.name });
