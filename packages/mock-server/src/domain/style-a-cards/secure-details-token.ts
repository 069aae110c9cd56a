import type { DomainContext } from '../context';
import { randomToken } from '../ids';
import {
  type StyleACardRecord,
  type StyleACardSecretsRecord,
  styleACardSecrets,
  styleACards,
} from './card-store';

/** How long a secure-details token opens the widget (DECISIONS.md A-14: 300 s on the mock's clock). */
export const SECURE_DETAILS_TTL_S = 300;

interface TokenRecord {
  token: string;
  cardId: string;
  expiresAt: number;
}

const tokens = (ctx: DomainContext) => ctx.storage.collection<TokenRecord>('a.widget-tokens');

/**
 * A short-lived token bound to one card, for the hosted widget (reveal Method 1).
 *
 * @example
 * const { token } = createSecureDetailsToken(ctx, card);
 */
export function createSecureDetailsToken(
  ctx: DomainContext,
  card: StyleACardRecord,
): { token: string; expiresIn: number } {
  const record: TokenRecord = {
    token: randomToken(40, ctx.random),
    cardId: card.id,
    expiresAt: ctx.clock.now() + SECURE_DETAILS_TTL_S * 1000,
  };
  tokens(ctx).put(record.token, record);
  return { token: record.token, expiresIn: SECURE_DETAILS_TTL_S };
}

/**
 * The card and its secrets a token opens, or `undefined` when it is unknown or expired.
 *
 * @example
 * const opened = openSecureDetails(ctx, token);
 */
export function openSecureDetails(
  ctx: DomainContext,
  token: string,
): { card: StyleACardRecord; secrets: StyleACardSecretsRecord } | undefined {
  const record = tokens(ctx).get(token);
  if (!record || record.expiresAt <= ctx.clock.now()) return undefined;
  const card = styleACards(ctx).get(record.cardId);
  const secrets = styleACardSecrets(ctx).get(record.cardId);
  return card && secrets ? { card, secrets } : undefined;
}
