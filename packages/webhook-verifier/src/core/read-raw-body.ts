import { BodyAlreadyParsedError } from '../errors';

/** The raw request body: exactly what arrived on the wire. */
export type RawBody = string | Uint8Array | ArrayBuffer;

const decoder = new TextDecoder();

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object (already parsed JSON?)' : `a ${typeof value}`;
}

/**
 * The body as it was signed (the string itself, hashed as UTF-8, or its bytes) and as text, or a
 * `BodyAlreadyParsedError` naming the usual mistake when it is not raw. Any `ArrayBufferView` (Node's
 * `Buffer` included) counts as bytes.
 *
 * @example
 * readRawBody('{"a":1}'); // { signed: '{"a":1}', text: '{"a":1}' }
 * readRawBody(new TextEncoder().encode('{}')); // { signed: Uint8Array [123, 125], text: '{}' }
 * readRawBody({ a: 1 }); // throws BodyAlreadyParsedError
 */
export function readRawBody(body: unknown): { signed: string | Uint8Array; text: string } {
  if (typeof body === 'string') return { signed: body, text: body };
  let bytes: Uint8Array | undefined;
  if (body instanceof ArrayBuffer) bytes = new Uint8Array(body);
  else if (ArrayBuffer.isView(body)) bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  if (bytes === undefined) throw new BodyAlreadyParsedError(describe(body));
  return { signed: bytes, text: decoder.decode(bytes) };
}
