import { decodeBase64Url, encodeBase64Url } from '../domain/encoding';
import { DomainError, isDomainError } from '../domain/errors';
import { invalidCursor } from '../domain/pagination';

// base64url of the anchor's key: opaque to callers, so its form can change without a contract change.

/**
 * The `nextCursor` of a control list's page: the key of its last entry, opaque; null on the last page.
 *
 * @example
 * encodeCursor(page.hasMore ? page.items.at(-1)?.id : undefined); // 'd2hkXzE' or null
 */
export function encodeCursor(key: string | null | undefined): string | null {
  return key === null || key === undefined ? null : encodeBase64Url(key);
}

/**
 * The key a `cursor` query parameter names (absent: `undefined`); a cursor this mock could not have issued
 * throws `invalid` naming `cursor`, so the control API answers 400.
 *
 * @example
 * listEvents(ctx, filter, { after: decodeCursor(query.cursor), limit: query.limit });
 */
export function decodeCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  let key: string;
  try {
    key = decodeBase64Url(cursor);
  } catch {
    throw invalidCursor();
  }
  // Only a cursor this mock wrote reads back to itself (keys are printable ASCII).
  if (!/^[\x21-\x7e]+$/.test(key) || encodeBase64Url(key) !== cursor) throw invalidCursor();
  return key;
}

/**
 * Runs a page read, answering a cursor the list no longer holds (its entry dropped from the log, or a
 * delivery whose status left a `status` filter) with a message that says what to do.
 *
 * @example
 * const page = readPage(() => listEvents(ctx, filter, { after, limit }));
 */
export function readPage<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!isDomainError(error) || error.field !== 'cursor') throw error;
    throw new DomainError(
      'invalid',
      'cursor was not issued by this list, or its entry is no longer listed under these filters: start again without cursor',
      { field: 'cursor' },
    );
  }
}
