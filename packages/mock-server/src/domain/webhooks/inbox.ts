import type { DomainContext } from '../context';
import { prefixedId } from '../ids';
import { isoTime } from '../programs';

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

const inbox = (ctx: DomainContext) => ctx.storage.collection<InboxEntry>('webhooks.inbox');

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
  while (entries.size > INBOX_CAPACITY) {
    const oldest = entries.values().next();
    if (oldest.done) break;
    entries.delete(oldest.value.id);
  }
  return entry;
}

/**
 * The inbox, newest first.
 *
 * @example
 * listInbox(ctx, 10)[0]?.body;
 */
export function listInbox(ctx: DomainContext, limit: number): InboxEntry[] {
  return [...inbox(ctx).values()].reverse().slice(0, limit);
}

/**
 * Empties the inbox; answers how many requests were dropped.
 *
 * @example
 * clearInbox(ctx); // 12
 */
export function clearInbox(ctx: DomainContext): number {
  const entries = inbox(ctx);
  const ids = [...entries.values()].map((entry) => entry.id);
  for (const id of ids) entries.delete(id);
  return ids.length;
}
