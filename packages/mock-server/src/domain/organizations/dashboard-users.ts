import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import { prefixedId, randomToken } from '../ids';
import { sameSecret } from './organization-access';
import type { ApiKeyRecord, Role } from './organization-records';

/** A dashboard user (DECISIONS.md A-8); `keyPrefix` is the API key record its tokens are issued for. */
export interface DashboardUserRecord {
  email: string;
  password: string;
  organizationId: string;
  keyPrefix: string;
}

/** An onboarding link: accepting it with a password creates a user of `role`. */
export interface InviteRecord {
  token: string;
  email: string;
  role: Role;
  organizationId: string;
  expiresAt: number;
  used: boolean;
}

/** Documented sandbox values (mock-server README): the seeded dashboard user and invite. */
export const SANDBOX_USER = { email: 'admin@tenant.example.test', password: 'sandbox-password-1' } as const;
export const SANDBOX_INVITE_TOKEN = 'inv_sandbox_developer';
export const INVITE_TTL_MS = 7 * 86_400_000;
/** The shortest password an invite accepts (the spec's `minLength`; shorter is WEAK_PASSWORD, checked by the face). */
export const MIN_PASSWORD_LENGTH = 12;

const users = (ctx: DomainContext) => ctx.storage.collection<DashboardUserRecord>('a.users');
const invites = (ctx: DomainContext) => ctx.storage.collection<InviteRecord>('a.invites');
const keys = (ctx: DomainContext) => ctx.storage.collection<ApiKeyRecord>('a.apiKeys');

function userKey(ctx: DomainContext, organizationId: string, role: Role): ApiKeyRecord {
  // Tokens are issued for API key records; a user gets one of its own, never shown to anyone.
  const key: ApiKeyRecord = {
    prefix: prefixedId('usr', ctx.random),
    secret: randomToken(48, ctx.random),
    role,
    organizationId,
  };
  keys(ctx).put(key.prefix, key);
  return key;
}

/**
 * Seeds the sandbox dashboard user (ORG_ADMIN of `organizationId`) and an invite for a DEVELOPER valid
 * 7 days on the clock.
 *
 * @example
 * seedDashboard(ctx, childId);
 */
export function seedDashboard(ctx: DomainContext, organizationId: string): void {
  const key = userKey(ctx, organizationId, 'ORG_ADMIN');
  users(ctx).put(SANDBOX_USER.email, { ...SANDBOX_USER, organizationId, keyPrefix: key.prefix });
  invites(ctx).put(SANDBOX_INVITE_TOKEN, {
    token: SANDBOX_INVITE_TOKEN,
    email: 'developer@tenant.example.test',
    role: 'DEVELOPER',
    organizationId,
    expiresAt: ctx.clock.now() + INVITE_TTL_MS,
    used: false,
  });
}

/**
 * `POST /v1/auth/login`: the API key record a user's token is issued for; a wrong email or password is
 * 401 INVALID_CREDENTIALS with one message for both.
 *
 * @example
 * const key = login(ctx, { email, password });
 */
export function login(ctx: DomainContext, input: { email: string; password: string }): ApiKeyRecord {
  const user = users(ctx).get(input.email.toLowerCase());
  const matches = sameSecret(input.password, user?.password ?? '\u0000'.repeat(32));
  const key = user ? keys(ctx).get(user.keyPrefix) : undefined;
  if (!user || !matches || !key) {
    throw new DomainError('unauthorized', 'email or password is wrong', { reason: 'invalid_credentials' });
  }
  return key;
}

/**
 * The invite of an onboarding link that can still be accepted: 404 for an unknown one, 410 INVITE_EXPIRED
 * once used or 7 days old. Checked before the password, so a link that no longer works says so first.
 *
 * @example
 * requireOpenInvite(ctx, 'inv_sandbox_developer').role; // 'DEVELOPER'
 */
export function requireOpenInvite(ctx: DomainContext, token: string): InviteRecord {
  const invite = invites(ctx).get(token);
  if (!invite) throw new DomainError('not_found', 'invite not found', { field: 'token' });
  if (invite.used || invite.expiresAt <= ctx.clock.now()) {
    throw new DomainError('unprocessable', 'this onboarding link is no longer valid; ask for a new invite', {
      reason: 'invite_expired',
    });
  }
  return invite;
}

/**
 * `POST /v1/invites/{token}/accept`: creates the invited user with `password` (validated by the face: at
 * least {@link MIN_PASSWORD_LENGTH} characters, else 400 WEAK_PASSWORD) and answers the key its token is
 * issued for; the invite must be open ({@link requireOpenInvite}).
 *
 * @example
 * const key = acceptInvite(ctx, { token: 'inv_sandbox_developer', password: 'a-long-enough-password' });
 */
export function acceptInvite(ctx: DomainContext, input: { token: string; password: string }): ApiKeyRecord {
  const { token, password } = input;
  const invite = requireOpenInvite(ctx, token);
  const key = userKey(ctx, invite.organizationId, invite.role);
  users(ctx).put(invite.email, {
    email: invite.email,
    password,
    organizationId: invite.organizationId,
    keyPrefix: key.prefix,
  });
  invites(ctx).put(token, { ...invite, used: true });
  return key;
}
