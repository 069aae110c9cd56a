import type { IncomingMessage } from 'node:http';

/**
 * The raw body of a Node request as bytes (the stream's chunks joined), or the `body` a middleware
 * already put on the request, so the verifier can tell raw bytes from parsed JSON.
 *
 * @example
 * const body = await readRequestBody(req); // Uint8Array
 */
export async function readRequestBody(request: IncomingMessage & { body?: unknown }): Promise<unknown> {
  if (request.body !== undefined) return request.body;
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of request as AsyncIterable<Uint8Array | string>) {
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
    chunks.push(bytes);
    length += bytes.length;
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

/**
 * One header of a Node request, case-insensitive; repeated headers are joined with `, `.
 *
 * @example
 * nodeHeader(req, 'Signature'); // 'h97US5MZ…='
 */
export function nodeHeader(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}
