import { requireAccount } from '../accounts';
import type { DomainContext, ProgramScope } from '../context';
import { randomToken } from '../ids';
import { isoTime, readObject, requiredString } from '../programs';
import { type CardSecrets, cardSecrets } from './card-queries';
import { type CardRecord, cardsOf, requireCard } from './card-store';

/**
 * Lifetime of a widget token: "about 5 minutes" (part 8), exactly 300 s on the mock's clock (B-13).
 *
 * @example
 * const expiresAt = ctx.clock.now() + WIDGET_TOKEN_TTL_S * 1000;
 */
export const WIDGET_TOKEN_TTL_S = 300;

interface WidgetTokenRecord {
  token: string;
  cardId: string;
  expiresAt: number;
}

/** A widget access token (B-13); the HTTP layer adds the `widgetUrl`. */
export interface WidgetToken {
  accessToken: string;
  expiresIn: number;
  expiresAt: string;
  cardId: string;
}

const tokens = (ctx: DomainContext) => ctx.storage.collection<WidgetTokenRecord>('b.widget-tokens');

/**
 * `GET /v1/cards/{cardId}/private-info/access-token`: an opaque token bound to one card, valid 300 s.
 *
 * @example
 * const { accessToken, expiresIn } = createWidgetToken(ctx, scope, { cardId, accountId });
 */
export function createWidgetToken(ctx: DomainContext, scope: ProgramScope, input: unknown): WidgetToken {
  const body = readObject(input);
  const account = requireAccount(ctx, scope, body);
  const card = requireCard(ctx, scope, account, requiredString(body, 'cardId'));
  const record: WidgetTokenRecord = {
    token: randomToken(40, ctx.random),
    cardId: card.cardId,
    expiresAt: ctx.clock.now() + WIDGET_TOKEN_TTL_S * 1000,
  };
  tokens(ctx).put(record.token, record);
  return {
    accessToken: record.token,
    expiresIn: WIDGET_TOKEN_TTL_S,
    expiresAt: isoTime(record.expiresAt),
    cardId: card.cardId,
  };
}

/**
 * What a widget token unlocks: its card and the card's secrets, or `undefined` when the token is unknown,
 * expired, or its card is gone (after a reset).
 *
 * @example
 * const unlocked = verifyWidgetToken(ctx, token);
 * if (!unlocked) return new Response('expired', { status: 401 });
 */
export function verifyWidgetToken(
  ctx: DomainContext,
  token: string,
): { card: CardRecord; secrets: CardSecrets } | undefined {
  const record = tokens(ctx).get(token);
  if (!record || ctx.clock.now() >= record.expiresAt) return undefined;
  const card = cardsOf(ctx).get(record.cardId);
  return card ? { card, secrets: cardSecrets(ctx, card) } : undefined;
}
