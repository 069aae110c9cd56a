import { DomainError } from '../errors';
import { isAbsentString } from '../programs/read-input';

/** Style B pagination (DECISIONS.md G-11): 1-based `pageNum`, `pageSize` 1 to 100, default 20. */
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

function readParam(
  input: Record<string, unknown>,
  name: keyof PageRequest,
  fallback: number,
  max: number,
): number {
  const raw = input[name];
  if (isAbsentString(raw)) return fallback;
  // Query parameters arrive as strings, JSON bodies as numbers: both are accepted, nothing is clamped.
  const value = typeof raw === 'string' && /^[0-9]{1,9}$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
    throw new DomainError('invalid', `${name} must be an integer from 1 to ${max}`, { field: name });
  }
  return value;
}

/**
 * Reads `pageNum` and `pageSize`; out-of-range values are `invalid`, never clamped (G-11).
 *
 * @example
 * readPage({ pageNum: '2' }); // { pageNum: 2, pageSize: 20 }
 */
export function readPage(input: Record<string, unknown>): PageRequest {
  return {
    pageNum: readParam(input, 'pageNum', 1, 1_000_000_000),
    pageSize: readParam(input, 'pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

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
