import { decodeBase64Url, encodeBase64Url } from '../domain/encoding';
import type { DomainPage, KeysetRequest } from '../domain/pagination';
import { invalidCursor } from '../domain/pagination';

/** One Style A page (DECISIONS.md G-11): `next_cursor` is null on the last page. */
export interface CursorPage<T> {
  items: T[];
  next_cursor: string | null;
}

/**
 * The cursor parameters of every Style A list, as the face has validated them with the operation's query
 * schema (the spec's `Limit` and `Cursor`: `limit` 1 to 100, default 20, never clamped; `""` reads as
 * absent, G-11, G-14).
 */
export interface CursorParameters {
  limit: number;
  cursor?: string | undefined;
}

// A cursor is the base64url of the id of the last item of the previous page (G-42).
const encode = encodeBase64Url;

function decode(cursor: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  try {
    return decodeBase64Url(cursor);
  } catch {
    return undefined;
  }
}

/**
 * The domain's keyset window for Style A's `limit` and `cursor`: the records past the id the cursor names.
 * A cursor that does not decode to an id with `idPrefix` is INVALID_REQUEST naming `cursor`; the domain
 * answers the same for an id that is not in the list.
 *
 * @example
 * const query = await styleARequest(c, { query: zListCardsQuery });
 * listProgramCards(ctx, caller, cursorRequest(query, 'card'));
 */
export function cursorRequest({ limit, cursor }: CursorParameters, idPrefix: string): KeysetRequest {
  if (cursor === undefined) return { limit };
  const after = decode(cursor);
  if (after === undefined || !new RegExp(`^${idPrefix}_[0-9a-z]+$`).test(after)) throw invalidCursor();
  return { after, limit };
}

/**
 * A domain page as Style A shows it: the items' views, and the cursor of the last item when more follow.
 *
 * @example
 * success(c, cursorPageOf(page, (card) => card.id, (card) => cardView(ctx, card)));
 */
export function cursorPageOf<T, V>(
  page: DomainPage<T>,
  idOf: (item: T) => string,
  view: (item: T) => V,
): CursorPage<V> {
  const last = page.items.at(-1);
  return {
    items: page.items.map(view),
    next_cursor: page.hasMore && last !== undefined ? encode(idOf(last)) : null,
  };
}
