/**
 * Style B pagination (DECISIONS.md G-11): 1-based `pageNum`, `pageSize` 1 to 100, default 20. The face
 * validates both with the spec's `PageNum` and `PageSize`: out of range is 40001, never clamped.
 */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/** One page of a list, with the total across pages. */
export interface Page<T> extends PageRequest {
  list: T[];
  total: number;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * Cuts one page out of an already ordered list.
 *
 * @example
 * pageOf(cards, { pageNum: 1, pageSize: 20 }).total;
 */
export function pageOf<T>(items: T[], request: PageRequest): Page<T> {
  const start = (request.pageNum - 1) * request.pageSize;
  return { ...request, list: items.slice(start, start + request.pageSize), total: items.length };
}
