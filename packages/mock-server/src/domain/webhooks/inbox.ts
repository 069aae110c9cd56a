import { isoTime } from '../clock';
import type { DomainContext } from '../context';
import { prefixedId } from '../ids';
import { type DomainPage, pageOfIndex } from '../pagination';
import { defineCollection } from '../storage';

/** One request the mock's own webhook inbox received: what any receiver would see. */
export interface InboxEntry {
  id: string;
  /** When it arrived, on the mock's clock. */
  receivedAt: string;
  /** The request headers, names in lowercase. */
  headers: Record<string, string>;
  /** The raw body, byte for byte as received (verify signatures over this). */
  body: string;
}

/** The inbox keeps this many requests; older ones are dropped first. */
export const INBOX_CAPACITY = 500;

const ALL = 'all';

/** The inbox, in arrival order: newest first is a page of its index. */
export const INBOX = defineCollection<InboxEntry, 'all'>({
  name: 'webhooks.inbox',
  indexes: { all: () => ALL },
});

const inbox = (ctx: DomainContext) => ctx.storage.collection(INBOX);

/**
 * Records a request to the inbox (`POST /_mock/webhooks/inbox`), dropping the oldest past
 * {@link INBOX_CAPACITY}, so a sandbox that runs for days stays bounded.
 *
 * @example
 * receiveInInbox(ctx, { signature: 'k3x...' }, rawBody);
 */
export function receiveInInbox(
  ctx: DomainContext,
  headers: Record<string, string>,
  body: string,
): InboxEntry {
  const entries = inbox(ctx);
  const entry: InboxEntry = {
    id: prefixedId('inb', ctx.random),
    receivedAt: isoTime(ctx.clock.now()),
    headers,
    body,
  };
  entries.put(entry.id, entry);
  const excess = entries.size - INBOX_CAPACITY;
  if (excess > 0) {
    for (const oldest of entries.page('all', ALL, { offset: 0, limit: excess }).items) {
      entries.delete(oldest.id);
    }
  }
  return entry;
}

/**
 * One page of the inbox, newest first: at most `limit` requests past the request `after` (the last of
 * the previous page; one no longer kept throws `invalid` naming `cursor`).
 *
 * @example
 * listInbox(ctx, { limit: 10 }).items[0]?.body;
 */
export function listInbox(
  ctx: DomainContext,
  page: { after?: string | undefined; limit: number },
): DomainPage<InboxEntry> {
  return pageOfIndex(inbox(ctx), 'all', ALL, { after: page.after, limit: page.limit, newestFirst: true });
}

/**
 * Empties the inbox; answers how many requests were dropped.
 *
 * @example
 * clearInbox(ctx); // 12
 */
export function clearInbox(ctx: DomainContext): number {
  const entries = inbox(ctx);
  // Bounded by design: the inbox holds at most INBOX_CAPACITY requests.
  const ids = [...entries.values()].map((entry) => entry.id);
  for (const id of ids) entries.delete(id);
  return ids.length;
}
