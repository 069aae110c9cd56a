import { describe, expect, it } from 'vitest';
import { createClock } from '../clock';
import { createDomainContext } from '../context';
import { catchDomainError, type DomainError } from '../errors';
import {
  authorize,
  EXPIRED_CREDENTIAL_GRACE_MS,
  exchangeCode,
  OAUTH_CODES,
  OAUTH_TOKENS,
  type OAuthClient,
  verifyAccessToken,
} from './two-step-oauth';

const T0 = Date.parse('2026-01-01T00:00:00Z');
const client: OAuthClient = {
  programId: 'prog_1',
  environment: 'sandbox',
  clientId: 'cid',
  clientSecret: 'secret',
};

function setup() {
  return createDomainContext({ clock: createClock({ frozenAt: T0 }) });
}

function failure(fn: () => unknown): DomainError {
  const error = catchDomainError(fn);
  if (!error) throw new Error('expected a DomainError');
  return error;
}

describe('two-step OAuth', () => {
  it('issues a code, then tokens that grant the partner and environment', () => {
    const ctx = setup();
    const { code, timestamp } = authorize(ctx, client);
    expect(timestamp).toBe(T0 / 1000);
    const tokens = exchangeCode(ctx, client, { clientSecret: 'secret', code });
    expect(tokens.expiresIn).toBe(86_400);
    expect(tokens.refreshToken).not.toBe(tokens.accessToken);
    expect(verifyAccessToken(ctx, tokens.accessToken)).toEqual({
      programId: 'prog_1',
      environment: 'sandbox',
      expiresAt: T0 + 86_400_000,
    });
  });

  it('uses a code once only', () => {
    const ctx = setup();
    const { code } = authorize(ctx, client);
    exchangeCode(ctx, client, { clientSecret: 'secret', code });
    expect(failure(() => exchangeCode(ctx, client, { clientSecret: 'secret', code })).message).toMatch(
      /already used/,
    );
  });

  it('expires a code after 10 minutes', () => {
    const ctx = setup();
    const { code } = authorize(ctx, client);
    ctx.clock.advance(10 * 60_000);
    const error = failure(() => exchangeCode(ctx, client, { clientSecret: 'secret', code }));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toMatch(/expired/);
  });

  it("refuses a wrong secret and another client's code", () => {
    const ctx = setup();
    const { code } = authorize(ctx, client);
    expect(failure(() => exchangeCode(ctx, client, { clientSecret: 'nope', code })).field).toBe(
      'clientSecret',
    );
    const other = { ...client, clientId: 'other', clientSecret: 'x' };
    expect(failure(() => exchangeCode(ctx, other, { clientSecret: 'x', code })).field).toBe('code');
  });

  it('expires the access token after 86 400 s and never accepts the refresh token', () => {
    const ctx = setup();
    const { code } = authorize(ctx, client);
    const { accessToken, refreshToken } = exchangeCode(ctx, client, { clientSecret: 'secret', code });
    expect(failure(() => verifyAccessToken(ctx, refreshToken)).kind).toBe('unauthorized');
    ctx.clock.advance(86_400_000 - 1);
    expect(verifyAccessToken(ctx, accessToken).programId).toBe('prog_1');
    ctx.clock.advance(1);
    expect(failure(() => verifyAccessToken(ctx, accessToken)).message).toMatch(/expired/);
  });

  it('drops codes and tokens an hour after they expire, as new ones are issued', () => {
    const ctx = setup();
    for (let i = 0; i < 5; i += 1) {
      const { code } = authorize(ctx, client);
      exchangeCode(ctx, client, { clientSecret: 'secret', code });
    }
    const stale = authorize(ctx, client).code;
    ctx.clock.advance(86_400_000 + EXPIRED_CREDENTIAL_GRACE_MS - 1);
    authorize(ctx, client);
    // Codes are gone (10 minutes), access tokens still answer "expired" within the hour of grace.
    expect(ctx.storage.collection(OAUTH_CODES).size).toBe(1);
    expect(failure(() => exchangeCode(ctx, client, { clientSecret: 'secret', code: stale })).message).toMatch(
      /unknown/,
    );
    expect(ctx.storage.collection(OAUTH_TOKENS).count('byKind', 'access')).toBe(5);
    ctx.clock.advance(1);
    authorize(ctx, client);
    expect(ctx.storage.collection(OAUTH_TOKENS).count('byKind', 'access')).toBe(0);
    expect(ctx.storage.collection(OAUTH_TOKENS).count('byKind', 'refresh')).toBe(5);
    ctx.clock.advance(30 * 86_400_000);
    authorize(ctx, client);
    expect(ctx.storage.collection(OAUTH_TOKENS).size).toBe(0);
  });

  it('names the missing header', () => {
    expect(failure(() => verifyAccessToken(setup(), undefined)).field).toBe('x-access-token');
  });
});
