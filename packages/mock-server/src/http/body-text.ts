/** The text of each request's body, read once: the edge may read it (a credentials call names its sandbox). */
const TEXTS = new WeakMap<Request, Promise<string>>();

/**
 * The text of a request's body, read at most once whoever asks first: the edge, when a credentials call
 * names its sandbox by a client id in its body, and then the face's binder, which gets the same text
 * instead of a second read of a body already used.
 *
 * @example
 * const text = await bodyTextOf(c.req.raw);
 */
export function bodyTextOf(request: Request): Promise<string> {
  let text = TEXTS.get(request);
  if (text === undefined) {
    text = request.text();
    TEXTS.set(request, text);
  }
  return text;
}

/**
 * One string field of a request's JSON or form body (read through {@link bodyTextOf}); `undefined` when the
 * body is neither or does not hold it as a string.
 *
 * @example
 * await bodyFieldOf(request, 'client_id'); // 'key_...'
 */
export async function bodyFieldOf(request: Request, field: string): Promise<string | undefined> {
  try {
    const text = await bodyTextOf(request);
    if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded'))
      return new URLSearchParams(text).get(field) ?? undefined;
    const value = (JSON.parse(text) as Record<string, unknown> | null)?.[field];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
