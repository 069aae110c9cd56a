import { uuid } from '../domain';
import type { FaceName, StyleName } from '../http/style-of-path';

const STYLE_B_CODES: Record<number, [string, string]> = {
  429: ['42901', 'rate limit exceeded; retry after the Retry-After delay'],
  500: ['50000', 'internal error; retry with the same Idempotency-Key'],
  503: ['50301', 'service temporarily unavailable'],
};
const STYLE_A_CODES: Record<number, [string, string]> = {
  429: ['RATE_LIMITED', 'rate limit exceeded; retry after the Retry-After delay'],
  500: ['INTERNAL_ERROR', 'internal error, safe to retry later'],
  503: ['INTERNAL_ERROR', 'service temporarily unavailable, safe to retry later'],
};

/**
 * A 429, 500 or 503 in the style's own envelope, as an injected fault or the rate limiter answers it, with
 * `request-id` and, where given, `Retry-After`.
 *
 * @example
 * injectedResponse('b', 429, 1); // 429 {code: "42901", ...} with Retry-After: 1
 */
export function injectedResponse(
  style: StyleName,
  status: 429 | 500 | 503,
  retryAfterSeconds?: number,
): Response {
  const [code, message] = (style === 'a' ? STYLE_A_CODES : STYLE_B_CODES)[status] ?? ['50000', 'error'];
  const body = style === 'a' ? { error: { code, message } } : { code, message };
  const headers = new Headers({ 'content-type': 'application/json', 'request-id': uuid() });
  if (retryAfterSeconds !== undefined) headers.set('retry-after', String(retryAfterSeconds));
  return new Response(JSON.stringify(body), { status, headers });
}

const COMMIT_FAILED =
  'the sandbox could not save to its file (disk full or I/O error); nothing of this call was kept, retry later';

/**
 * The 503 of a call whose writes a store on disk could not commit (DECISIONS.md G-33), in the envelope of
 * its face: Style B `50301`; Style A and the control API `INTERNAL_ERROR`. `Retry-After: 1`.
 *
 * @example
 * commitFailedResponse('b'); // 503 {code: "50301", message: "the sandbox could not save ..."}
 */
export function commitFailedResponse(face: FaceName | undefined): Response {
  const style = face === 'b' || face === 'b-production';
  const body = style
    ? { code: STYLE_B_CODES[503]?.[0], message: COMMIT_FAILED }
    : { error: { code: 'INTERNAL_ERROR', message: COMMIT_FAILED } };
  return new Response(JSON.stringify(body), {
    status: 503,
    headers: { 'content-type': 'application/json', 'request-id': uuid(), 'retry-after': '1' },
  });
}
