/**
 * The `fetch` the client sends with: the global one by default, `mock.fetch` in tests. It is called as the
 * global `fetch` is: a method's call with the URL and a `RequestInit` (method, headers, body, signal), a
 * `client.raw` call with the `Request` openapi-fetch built.
 *
 * @example
 * const fetchLike: FetchLike = (input, init) => globalThis.fetch(input, init);
 */
export type FetchLike = (input: string | Request, init?: RequestInit) => Promise<Response>;
