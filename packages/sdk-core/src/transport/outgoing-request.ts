/**
 * A request of the methods, not yet a `Request`: it goes to `fetch` as its URL and a `RequestInit`, and a
 * replay after a refused token or a retry reuses it as is (nothing to clone).
 *
 * @example
 * const outgoing: OutgoingRequest = { url: `${baseUrl}/v1/cards/${id}`, method: 'GET', headers: {} };
 */
export interface OutgoingRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string | undefined;
}
