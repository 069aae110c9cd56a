/**
 * One page as the iterator needs it: its records and where the next page starts (`undefined` at the end).
 *
 * @example
 * const step: PageStep<Card, string> = { items: page.items, next: page.next_cursor ?? undefined };
 */
export interface PageStep<T, C> {
  items: readonly T[];
  next: C | undefined;
}

/**
 * Walks a paginated list, one request per page, yielding each record: `load` fetches the page at a
 * position (`first` for the first), `step` reads its records and the next position. Stops at the end or
 * on an empty page; stop early with `break`.
 *
 * @example
 * for await (const card of iteratePages(first, (cursor) => listCards({ cursor }), (page) => ({ items: page.items, next: page.next_cursor ?? undefined }))) {}
 */
export async function* iteratePages<P, T, C>(
  first: C | undefined,
  load: (position: C | undefined) => Promise<P>,
  step: (page: P, position: C | undefined) => PageStep<T, C>,
): AsyncGenerator<T, void, undefined> {
  let position = first;
  for (;;) {
    const { items, next } = step(await load(position), position);
    yield* items;
    if (items.length === 0 || next === undefined) return;
    position = next;
  }
}
