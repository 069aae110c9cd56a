import { DOCS_STYLE_A_ROLE, type TryItTokens } from '../docs';
import type { DomainContext } from '../domain/context';
import { cryptoRandom } from '../domain/ids';
import { authorize, exchangeCode } from '../domain/oauth';
import { findCredentials } from '../domain/partners';
import { BASE_PATHS } from '../http/style-of-path';
import type { Sandbox } from './open-sandbox';

/**
 * Style B's two steps for the sandbox's own program. The code and token draw on Web Crypto, never on the
 * seeded stream: opening the reference must not move the ids a `--seed` gives the requests after it.
 */
function styleBToken(sandbox: Sandbox): string | undefined {
  const client = findCredentials(sandbox.ctx, sandbox.seeded.styleB.clientId);
  if (!client) return undefined;
  const ctx: DomainContext = Object.create(sandbox.ctx, { random: { value: cryptoRandom } });
  const { code } = authorize(ctx, client);
  return exchangeCode(ctx, client, { clientSecret: client.clientSecret, code }).accessToken;
}

/**
 * Style A's client-credentials grant with the widest role's key, through the face itself (not its
 * middleware: no rate limit, fault or request-log line for a call nobody made).
 */
async function styleAToken(sandbox: Sandbox, origin: string): Promise<string | undefined> {
  const key = (sandbox.seeded.styleA.apiKeys as Record<string, { clientId: string; clientSecret: string }>)[
    DOCS_STYLE_A_ROLE
  ];
  if (!key) return undefined;
  const response = await sandbox.face('a').fetch(
    new Request(`${origin}${BASE_PATHS.a}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: key.clientId, client_secret: key.clientSecret }),
    }),
  );
  if (!response.ok) return undefined;
  const { access_token } = (await response.json()) as { access_token?: unknown };
  return typeof access_token === 'string' ? access_token : undefined;
}

/**
 * Fresh tokens of both styles for a sandbox's API reference, issued each time the page is served (G-141 in
 * the pending decisions), so every "try it" answers on its first Send. A token that cannot be issued is
 * left out: the page still works, signed out.
 *
 * @example
 * const tokens = await issueTryItTokens(sandbox, 'http://127.0.0.1:4010');
 * tokens.styleB; // an x-access-token valid 24 hours on the sandbox's clock
 */
export async function issueTryItTokens(sandbox: Sandbox, origin: string): Promise<TryItTokens> {
  const tokens: TryItTokens = {};
  try {
    const styleB = styleBToken(sandbox);
    if (styleB) tokens.styleB = styleB;
    const styleA = await styleAToken(sandbox, origin);
    if (styleA) tokens.styleA = styleA;
    // A store on disk: the token is saved before the page that carries it leaves.
    await sandbox.storage?.settled?.();
  } catch {
    // A sandbox that cannot issue (its store failed) serves the page signed out.
  }
  return tokens;
}
