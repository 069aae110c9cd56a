/**
 * How many entries each read of the dashboard's poll asks for. Every read is one bounded page of a paged
 * control route, so a poll costs the same whatever the sandbox holds (bench/dashboard-poll.ts measures
 * it); more cards come with "Show more", one page at a time.
 */
export const POLL_PAGE_SIZES = { cards: 25, transactions: 20, events: 20, deliveries: 20 } as const;

/** The delivery statuses the deliveries panel filters on ('' is all). */
export const DELIVERY_FILTERS = [
  ['', 'All'],
  ['pending', 'Pending'],
  ['delivered', 'Delivered'],
  ['dead', 'Dead-letter queue'],
] as const;
