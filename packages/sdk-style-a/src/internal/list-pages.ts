import { type CallOptions, type OperationSender, paginate } from '@card-issuance/sdk-core';
import type { Page, PagePromise } from '../pagination/page';

interface CursorData<T> {
  items: T[];
  next_cursor?: string | null;
}

/**
 * A cursor-paginated Style A list method: each call answers a {@link PagePromise} from `params.cursor`
 * (or the start). The cursor names the last record read (a keyset, G-42), so records created during the
 * walk never repeat one already given.
 *
 * @example
 * list: binder.bindWith(OPS.listCards, listPages<Card>),
 */
export function listPages<T>(
  send: OperationSender,
): (params?: { cursor?: string }, options?: CallOptions) => PagePromise<T> {
  return (params, options) =>
    paginate<CursorData<T>, T, Page<T>, string>(
      (cursor) =>
        send<CursorData<T>>({ query: cursor === undefined ? { ...params } : { ...params, cursor } }, options),
      params?.cursor,
      (answer, position) => {
        const next_cursor =
          typeof answer?.next_cursor === 'string' && answer.next_cursor !== '' ? answer.next_cursor : null;
        const items = Array.isArray(answer?.items) ? answer.items : [];
        // An empty page, or a cursor that points back at this page, ends the walk instead of looping.
        const next =
          items.length > 0 && next_cursor !== null && next_cursor !== position ? next_cursor : undefined;
        return { page: { items, next_cursor }, next };
      },
    ) as PagePromise<T>;
}
