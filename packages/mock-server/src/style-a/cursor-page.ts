import { DomainError } from '../domain';

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

function encode(id: string): string {
  return btoa(id).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function decode(cursor: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  try {
    return atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return undefined;
  }
}

/**
 * Cuts one page out of a list ordered by `id` (or, with `order` `listed`, in the order given, for example
 * newest first), after `cursor` (the base64url id of the last item of the previous page), `limit` items
 * long. A cursor that does not decode to an id with `idPrefix` (or, in a `listed` list, to an id of the
 * list) is INVALID_REQUEST.
 *
 * @example
 * const query = await styleARequest(c, { query: zListProgramsQuery });
 * cursorPage(programs, query, 'prg'); // { items: [...], next_cursor: null }
 */
export function cursorPage<T extends { id: string }>(
  items: readonly T[],
  { limit, cursor }: CursorParameters,
  idPrefix: string,
  order: 'id' | 'listed' = 'id',
): CursorPage<T> {
  let start = 0;
  if (cursor !== undefined) {
    const after = decode(cursor);
    if (after === undefined || !new RegExp(`^${idPrefix}_[0-9a-z]+$`).test(after)) {
      throw new DomainError('invalid', 'cursor was not issued by this list', { field: 'cursor' });
    }
    if (order === 'listed') {
      start = items.findIndex((item) => item.id === after) + 1;
      if (start === 0)
        throw new DomainError('invalid', 'cursor was not issued by this list', { field: 'cursor' });
    } else {
      start = items.findIndex((item) => item.id > after);
      if (start === -1) start = items.length;
    }
  }
  const page = items.slice(start, start + limit);
  const last = page.at(-1);
  const more = start + limit < items.length;
  return { items: page, next_cursor: more && last ? encode(last.id) : null };
}
