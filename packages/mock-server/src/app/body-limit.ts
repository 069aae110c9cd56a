import { DomainError } from '../domain';
import { refusalResponse } from '../http';
import { carryRawHeaders } from '../http/raw-headers';
import type { Middleware } from './middleware';
import { envelopeFaceOf, type RequestAddress } from './request-address';

/** The largest request body the mock reads by default: 1 MiB (`--max-body`, DECISIONS.md G-53). */
export const DEFAULT_MAX_BODY_BYTES = 1_048_576;

/**
 * The error a face answers 413 with, in its own envelope (Style B `41301`, Style A and the control API
 * `PAYLOAD_TOO_LARGE`).
 *
 * @example
 * throw bodyTooLarge(1_048_576);
 */
export function bodyTooLarge(maxBytes: number): DomainError {
  return new DomainError(
    'too_large',
    `the request body is larger than the mock accepts (${maxBytes} bytes; start it with --max-body <bytes> to change that)`,
  );
}

const encoder = new TextEncoder();

/**
 * The size in bytes of a request's body when it is known without reading it: its `Content-Length`, or the
 * body given to `fetch` as a string or bytes (in-process requests carry no `Content-Length`). `undefined`
 * for a stream: only reading it tells.
 *
 * @example
 * knownBodySize(request, init?.body, 1_048_576); // 2 for body '{}'
 */
export function knownBodySize(request: Request, body: unknown, maxBytes: number): number | undefined {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared)) return Number(declared);
  // Never `request.body` here: touching it turns off undici's fast read of a string body.
  if (body === undefined || body === null)
    return request.method === 'GET' || request.method === 'HEAD' ? 0 : undefined;
  if (typeof body === 'string') {
    // A UTF-16 unit is at most 3 bytes of UTF-8: a string that fits even so is not encoded (its length is
    // then a lower bound, enough to compare with the limit).
    return body.length * 3 <= maxBytes ? body.length : encoder.encode(body).byteLength;
  }
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return body.byteLength;
  if (body instanceof Blob) return body.size;
  if (body instanceof URLSearchParams) return encoder.encode(body.toString()).byteLength;
  return undefined;
}

/**
 * Whether a body of unknown size must be counted as it arrives rather than read at once: a chunked body
 * over HTTP (`Transfer-Encoding`), or a stream handed to `fetch` in-process. A `Request` object built
 * in-process (what an SDK passes) holds its bytes in the caller's memory already and is not counted:
 * rebuilding it to count its body tripled the cost of an in-process POST (issue 15 tuned that path).
 *
 * @example
 * streamedBody(request, init?.body); // true for a chunked upload
 */
export function streamedBody(request: Request, body: unknown): boolean {
  return body instanceof ReadableStream || request.headers.has('transfer-encoding');
}

/**
 * The request with its body counted while it is read: past `maxBytes` the read fails with
 * {@link bodyTooLarge} and nothing more is pulled from the source, so no more than `maxBytes` (plus one
 * chunk) is ever held. Whatever reads the body (each face, Hono's parsers) gets the error, and the face
 * answers 413 in its own envelope.
 *
 * @example
 * const limited = countedBody(request, 1_048_576);
 */
export function countedBody(request: Request, maxBytes: number): Request {
  const source = request.body;
  if (source === null) return request;
  const reader = source.getReader();
  let read = 0;
  const counted = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      read += value.byteLength;
      // The source is left as it is: over HTTP the server drains or closes it once the answer is sent.
      if (read > maxBytes) return controller.error(bodyTooLarge(maxBytes));
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return carryRawHeaders(request, new Request(request, { body: counted, duplex: 'half' } as RequestInit));
}

/** The 413 of a body whose declared size is over the limit, in the envelope of the face it was for. */
function tooLargeResponse(address: RequestAddress, maxBytes: number): Response {
  const response = refusalResponse(envelopeFaceOf(address), {
    kind: 'too_large',
    message: bodyTooLarge(maxBytes).message,
  });
  response.headers.set('connection', 'close');
  return response;
}

/**
 * The middleware of the body limit (DECISIONS.md G-53): a body over `maxBytes` is refused on its declared
 * size at once, or counted while a face reads it ({@link countedBody}); a `Request` built in-process goes
 * as it is (see {@link streamedBody}).
 *
 * @example
 * const handle = chain([bodyLimit(1_048_576)], router);
 */
export function bodyLimit(maxBytes: number): Middleware {
  return (next) => (request, address, sentBody) => {
    const size = knownBodySize(request, sentBody, maxBytes);
    if (size !== undefined) {
      return size > maxBytes ? Promise.resolve(tooLargeResponse(address, maxBytes)) : next(request, address);
    }
    return next(streamedBody(request, sentBody) ? countedBody(request, maxBytes) : request, address);
  };
}
