import { type CallOptions, type OperationDef, paginate } from '@card-issuance/sdk-core';
import type { ClientContext } from '../core/client-context';
import { invoke } from '../core/invoke';
import type { Page, PagePromise } from './page';

interface CursorData<T> {
  items: T[];
  next_cursor?: string | null;
}

/**
 * A cursor-paginated Style A list as a {@link PagePromise}, from `params.cursor` (or the start). The
 * cursor names the last record read (a keyset, G-42), so records created during the walk never repeat
 * one already given.
 *
 * @example
 * return listPages<Card>(ctx, OPS.listCards, params, options);
 */
export function listPages<T>(
  ctx: ClientContext,
  op: OperationDef,
  params: { cursor?: string } | undefined,
  options: CallOptions | undefined,
): PagePromise<T> {
  return paginate<CursorData<T>, T, Page<T>, string>(
    (cursor) =>
      invoke<CursorData<T>>(
        ctx,
        op,
        { query: cursor === undefined ? { ...params } : { ...params, cursor } },
        options,
      ),
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
