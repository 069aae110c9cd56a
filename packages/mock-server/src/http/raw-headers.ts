/**
 * The headers a request arrived with, as a Node server read them: names as sent and values, one after the
 * other. The request log keeps them as they are: iterating the `Headers` of a request from Node's adapter
 * would build a full `Headers` list for every request only to copy it.
 */
const arrived = new WeakMap<Request, readonly string[]>();

/**
 * Remembers the raw header list `request` arrived with (Node's `IncomingMessage.rawHeaders`).
 *
 * @example
 * rememberRawHeaders(request, incoming.rawHeaders);
 */
export function rememberRawHeaders(request: Request, rawHeaders: readonly string[]): void {
  arrived.set(request, rawHeaders);
}

/**
 * A request's headers as names and values one after the other: the list it arrived with when a Node
 * server remembered it, else a copy of its `Headers`.
 *
 * @example
 * headerListOf(new Request('http://x/', { headers: { a: '1' } })); // ['a', '1']
 */
export function headerListOf(request: Request): readonly string[] {
  const raw = arrived.get(request);
  if (raw !== undefined) return raw;
  const list: string[] = [];
  for (const [name, value] of request.headers) list.push(name, value);
  return list;
}

/**
 * `derived` (a request made from `from`, with its headers: the same request at another URL, or with a
 * counted body) keeps the header list `from` arrived with.
 *
 * @example
 * const inner = carryRawHeaders(request, new Request(innerUrl, request));
 */
export function carryRawHeaders(from: Request, derived: Request): Request {
  const raw = arrived.get(from);
  if (raw !== undefined) arrived.set(derived, raw);
  return derived;
}
