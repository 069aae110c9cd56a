import { DomainError } from '../domain';
import { isAbsentString } from '../domain/programs';

/** One Style A page (DECISIONS.md G-11): `next_cursor` is null on the last page. */
export interface CursorPage<T> {
  items: T[];
  next_cursor: string | null;
}

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

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
 * newest first), reading `limit` (1 to 100, default 20, never clamped) and
 * `cursor` (the base64url id of the last item of the previous page) from the query; an empty value is absent
 * (G-14). A cursor that does not
 * decode to an id with `idPrefix` is INVALID_REQUEST.
 *
 * @example
 * cursorPage(programs, c.req.query(), 'prg'); // { items: [...], next_cursor: null }
 */
export function cursorPage<T extends { id: string }>(
  items: readonly T[],
  query: Record<string, string | undefined>,
  idPrefix: string,
  order: 'id' | 'listed' = 'id',
): CursorPage<T> {
  const rawLimit = query.limit;
  let limit = DEFAULT_LIMIT;
  if (!isAbsentString(rawLimit)) {
    limit = /^[0-9]{1,3}$/.test(rawLimit) ? Number(rawLimit) : 0;
    if (limit < 1 || limit > MAX_LIMIT) {
      throw new DomainError('invalid', `limit must be an integer from 1 to ${MAX_LIMIT}`, { field: 'limit' });
    }
  }
  let start = 0;
  if (!isAbsentString(query.cursor)) {
    const after = decode(query.cursor);
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
