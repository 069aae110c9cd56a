import type { DomainContext, Environment } from '../context';
import { DomainError } from '../errors';
import { randomToken } from '../ids';
import { defineCollection } from '../storage';

/** Lifetimes of Style B's authorization codes and access tokens (G-30). */
export const AUTHORIZATION_CODE_TTL_MS = 10 * 60_000;
export const ACCESS_TOKEN_TTL_S = 86_400;
export const REFRESH_TOKEN_TTL_MS = 30 * 86_400_000;

/** The client a code or token was issued to: one partner in one environment. */
export interface OAuthClient {
  programId: string;
  environment: Environment;
  clientId: string;
  clientSecret: string;
}

interface CodeRecord {
  code: string;
  programId: string;
  environment: Environment;
  clientId: string;
  expiresAt: number;
  used: boolean;
}

interface TokenRecord {
  token: string;
  programId: string;
  environment: Environment;
  kind: 'access' | 'refresh';
  expiresAt: number;
}

/** What a valid access token grants. */
export interface TokenGrant {
  programId: string;
  environment: Environment;
  expiresAt: number;
}

/**
 * How long an expired code or token is kept before it is dropped: until then it answers "expired"
 * rather than "unknown" (DECISIONS.md G-30).
 */
export const EXPIRED_CREDENTIAL_GRACE_MS = 3_600_000;
/** How many expired codes or tokens of each kind one issue sweeps at most. */
const SWEEP_PER_ISSUE = 16;

/** Authorization codes, in the order issued: all live 10 minutes, so the oldest expire first. */
export const OAUTH_CODES = defineCollection<CodeRecord, 'all'>({
  name: 'oauth.codes',
  indexes: { all: () => 'all' },
});
/** Access and refresh tokens, by kind: within a kind, all live as long, so the oldest expire first. */
export const OAUTH_TOKENS = defineCollection<TokenRecord, 'byKind'>({
  name: 'oauth.tokens',
  indexes: { byKind: (token) => token.kind },
});

const codes = (ctx: DomainContext) => ctx.storage.collection(OAUTH_CODES);
const tokens = (ctx: DomainContext) => ctx.storage.collection(OAUTH_TOKENS);
const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * Drops codes and tokens expired longer than {@link EXPIRED_CREDENTIAL_GRACE_MS}, oldest first, a few per
 * call: each issue sweeps as it goes, so the collections hold about one lifetime of credentials (G-30).
 */
function sweepExpired(ctx: DomainContext): void {
  const cutoff = ctx.clock.now() - EXPIRED_CREDENTIAL_GRACE_MS;
  // The oldest first, through the index, stopping at the first code still kept: costs what it drops.
  for (const record of codes(ctx).page('all', 'all', { offset: 0, limit: SWEEP_PER_ISSUE }).items) {
    if (record.expiresAt > cutoff) break;
    codes(ctx).delete(record.code);
  }
  for (const kind of ['access', 'refresh'] as const) {
    const { items } = tokens(ctx).page('byKind', kind, { offset: 0, limit: SWEEP_PER_ISSUE });
    for (const record of items) {
      if (record.expiresAt > cutoff) break;
      tokens(ctx).delete(record.token);
    }
  }
}

/**
 * Step 1 of Style B's OAuth (4.1): a single-use authorization code valid 10 minutes.
 *
 * @example
 * const { code, timestamp } = authorize(ctx, client);
 */
export function authorize(ctx: DomainContext, client: OAuthClient): { code: string; timestamp: number } {
  sweepExpired(ctx);
  const code = randomToken(32, ctx.random);
  codes(ctx).put(code, {
    code,
    programId: client.programId,
    environment: client.environment,
    clientId: client.clientId,
    expiresAt: ctx.clock.now() + AUTHORIZATION_CODE_TTL_MS,
    used: false,
  });
  return { code, timestamp: seconds(ctx.clock.now()) };
}

/**
 * Step 2 (4.1): trades a code and the client secret for an access token (86 400 s) and a refresh token
 * (30 days). A wrong secret, or a code that is unknown, used, expired or another client's, is `unauthorized`
 * with a message naming what failed (DECISIONS.md B-23).
 *
 * @example
 * const { accessToken } = exchangeCode(ctx, client, { clientSecret, code });
 */
export function exchangeCode(
  ctx: DomainContext,
  client: OAuthClient,
  input: { clientSecret: string; code: string },
): { accessToken: string; refreshToken: string; expiresIn: number; timestamp: number } {
  if (input.clientSecret !== client.clientSecret) {
    throw new DomainError('unauthorized', 'clientSecret does not match clientId', { field: 'clientSecret' });
  }
  const record = codes(ctx).get(input.code);
  const now = ctx.clock.now();
  if (!record || record.clientId !== client.clientId) {
    throw new DomainError('unauthorized', 'code is unknown; call GET /v1/oauth/authorize first', {
      field: 'code',
    });
  }
  if (record.used)
    throw new DomainError('unauthorized', 'code was already used; codes are single use', { field: 'code' });
  if (record.expiresAt <= now) {
    throw new DomainError('unauthorized', 'code expired (codes are valid 10 minutes)', { field: 'code' });
  }
  codes(ctx).put(input.code, { ...record, used: true });
  const accessToken = ctx.tokenPrefix + randomToken(48, ctx.random);
  const refreshToken = ctx.tokenPrefix + randomToken(48, ctx.random);
  const scope = { programId: record.programId, environment: record.environment };
  tokens(ctx).put(accessToken, {
    token: accessToken,
    ...scope,
    kind: 'access',
    expiresAt: now + ACCESS_TOKEN_TTL_S * 1000,
  });
  tokens(ctx).put(refreshToken, {
    token: refreshToken,
    ...scope,
    kind: 'refresh',
    expiresAt: now + REFRESH_TOKEN_TTL_MS,
  });
  return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_S, timestamp: seconds(now) };
}

/**
 * Resolves an `x-access-token` to its grant; `unauthorized` when missing, unknown, expired or a refresh
 * token (part 5: 40101). Environment and partner checks are the caller's (40399).
 *
 * @example
 * const grant = verifyAccessToken(ctx, request.headers.get('x-access-token'));
 */
export function verifyAccessToken(ctx: DomainContext, token: string | null | undefined): TokenGrant {
  if (!token)
    throw new DomainError('unauthorized', 'x-access-token header is missing', { field: 'x-access-token' });
  const record = tokens(ctx).get(token);
  if (record?.kind !== 'access') {
    throw new DomainError('unauthorized', 'x-access-token is not a valid access token', {
      field: 'x-access-token',
    });
  }
  if (record.expiresAt <= ctx.clock.now()) {
    throw new DomainError('unauthorized', 'x-access-token expired; authorize again', {
      field: 'x-access-token',
    });
  }
  return { programId: record.programId, environment: record.environment, expiresAt: record.expiresAt };
}
