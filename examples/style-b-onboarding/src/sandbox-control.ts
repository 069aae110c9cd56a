/**
 * The mock's control API (`/_mock`), for what a real integration gets from the card network and from time:
 * purchases, settlements, the clock and webhook endpoints. Never part of production code.
 *
 * @example
 * const control = sandboxControl('http://127.0.0.1:4010/_mock');
 * await control.post('/clock/advance', { ms: 2_000 });
 */
export function sandboxControl(controlUrl: string, fetchImpl: typeof fetch = fetch) {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetchImpl(`${controlUrl}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as { data?: T; error?: { code: string; message: string } };
    if (!response.ok)
      throw new Error(`${method} /_mock${path}: ${answer.error?.code} ${answer.error?.message}`);
    return answer.data as T;
  };
  return {
    post: <T = Record<string, unknown>>(path: string, body: unknown) => call<T>('POST', path, body),
    delete: (path: string) => call('DELETE', path),
  };
}
