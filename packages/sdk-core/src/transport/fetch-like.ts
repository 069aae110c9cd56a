/**
 * The `fetch` the client sends with: the global one by default, `mock.fetch` in tests.
 *
 * @example
 * const fetchLike: FetchLike = (input, init) => globalThis.fetch(input, init);
 */
export type FetchLike = (input: Request, init?: RequestInit) => Promise<Response>;
