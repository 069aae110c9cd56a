import { BodyAlreadyParsedError } from '../errors';

/** The raw request body: exactly what arrived on the wire. */
export type RawBody = string | Uint8Array | ArrayBuffer;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object (already parsed JSON?)' : `a ${typeof value}`;
}

/**
 * The body as bytes and as text, or a `BodyAlreadyParsedError` naming the usual mistake when it is not raw.
 * Any `ArrayBufferView` (Node's `Buffer` included) counts as bytes.
 *
 * @example
 * readRawBody('{"a":1}'); // { bytes: Uint8Array [...], text: '{"a":1}' }
 * readRawBody({ a: 1 }); // throws BodyAlreadyParsedError
 */
export function readRawBody(body: unknown): { bytes: Uint8Array; text: string } {
  if (typeof body === 'string') return { bytes: encoder.encode(body), text: body };
  let bytes: Uint8Array | undefined;
  if (body instanceof ArrayBuffer) bytes = new Uint8Array(body);
  else if (ArrayBuffer.isView(body)) bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  if (bytes === undefined) throw new BodyAlreadyParsedError(describe(body));
  return { bytes, text: decoder.decode(bytes) };
}
