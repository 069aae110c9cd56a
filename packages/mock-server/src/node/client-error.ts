import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { addressOf, envelopeFaceOf } from '../app/request-address';
import { type PlainResponse, plainRefusal } from '../http';

/**
 * Longest request line plus headers the server reads, in bytes (DECISIONS.md G-19; Node's own default,
 * set explicitly so `--max-http-header-size` does not change it).
 */
export const MAX_HEADER_BYTES = 16_384;

/** What Node's HTTP parser attaches to the errors it emits as `clientError`. */
type ClientError = Error & { code?: string; rawPacket?: unknown };

const STATUS_OF: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, `request line and headers exceed ${MAX_HEADER_BYTES} bytes`],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'the request was not received in time'],
};

/** The path of the request line at the start of a raw packet, when one can be read (maybe truncated). */
function requestPath(raw: unknown): string | undefined {
  if (!(raw instanceof Uint8Array)) return undefined;
  const head = new TextDecoder('latin1').decode(raw.subarray(0, 4_096));
  const target = /^[A-Z]{3,10} (?:https?:\/\/[^/\s]*)?(\/[^\s?#]*)/.exec(head)?.[1];
  return target;
}

/**
 * The server's `clientError` listener: a request Node refuses before any handler (request line and headers
 * over {@link MAX_HEADER_BYTES}, a malformed request, a request timeout) gets an answer in the envelope of
 * the face its path names, with a `request-id`, then the connection closes. A socket already gone, or with a
 * response under way, is only closed.
 *
 * @example
 * server.on('clientError', answerClientError);
 */
export function answerClientError(error: ClientError, socket: Duplex): void {
  // As Node's own handler: never write into a response already started on this socket.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, message] = STATUS_OF[error.code ?? ''] ?? [400, 'malformed HTTP request'];
  const path = requestPath(error.rawPacket);
  const face = envelopeFaceOf(addressOf(path ?? '/'));
  endWith(socket, plainRefusal(face, { kind: 'invalid', status, message }));
}

/** Writes a whole answer on a raw socket, then closes it. */
function endWith(socket: Duplex, response: PlainResponse): void {
  const head = [
    `HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}`,
    ...Object.entries(response.headers).map(([name, value]) => `${name}: ${value}`),
    `content-length: ${Buffer.byteLength(response.body)}`,
    'connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${response.body}`);
}

/**
 * The server's `connect` listener: the mock is no proxy, so a `CONNECT` gets the unknown-endpoint answer in
 * the envelope of the face its target names (the control API's for an authority such as `host:443`), as
 * any method no face serves, then the connection closes.
 *
 * @example
 * server.on('connect', answerConnect);
 */
export function answerConnect(request: IncomingMessage, socket: Duplex): void {
  const target = request.url ?? '';
  const path = target.startsWith('/') ? (target.split('?')[0] ?? '/') : '/';
  const face = envelopeFaceOf(addressOf(path));
  endWith(
    socket,
    plainRefusal(face, {
      kind: 'unknown_endpoint',
      message: `endpoint not found: CONNECT ${target.slice(0, 200)}`,
    }),
  );
}
