import type { DomainContext } from '../context';
import { randomToken } from '../ids';
import { defineCollection } from '../storage';
import { type CardRecord, type CardSecretsRecord, cardById, cardSecretsOf } from './card-record';

/** How long a reveal token opens the card-details page: 300 s on the mock's clock (B-13, A-14). */
export const REVEAL_TOKEN_TTL_S = 300;

/** A token bound to one card that opens its details page, in both styles' widgets. */
export interface RevealTokenRecord {
  token: string;
  cardId: string;
  /** Epoch ms on the mock's clock. */
  expiresAt: number;
}

export const REVEAL_TOKENS = defineCollection<RevealTokenRecord>({ name: 'reveal-tokens' });

/**
 * A new reveal token for the card (Style B widget access token, Style A secure-details token).
 *
 * @example
 * const { token, expiresIn } = createRevealToken(ctx, card);
 */
export function createRevealToken(
  ctx: DomainContext,
  card: CardRecord,
): { token: string; expiresIn: number; expiresAt: number } {
  const record: RevealTokenRecord = {
    token: randomToken(40, ctx.random),
    cardId: card.id,
    expiresAt: ctx.clock.now() + REVEAL_TOKEN_TTL_S * 1000,
  };
  ctx.storage.collection(REVEAL_TOKENS).put(record.token, record);
  return { token: record.token, expiresIn: REVEAL_TOKEN_TTL_S, expiresAt: record.expiresAt };
}

/**
 * The card and its secrets a live token opens, or `undefined` for an unknown or expired token (which is
 * dropped, so expired tokens do not pile up).
 *
 * @example
 * const opened = openRevealToken(ctx, c.req.query('token') ?? '');
 */
export function openRevealToken(
  ctx: DomainContext,
  token: string,
): { card: CardRecord; secrets: CardSecretsRecord } | undefined {
  const tokens = ctx.storage.collection(REVEAL_TOKENS);
  const record = tokens.get(token);
  if (!record) return undefined;
  if (record.expiresAt <= ctx.clock.now()) {
    tokens.delete(token);
    return undefined;
  }
  const card = cardById(ctx, record.cardId);
  return card ? { card, secrets: cardSecretsOf(ctx, card) } : undefined;
}
