import type { HarDocument } from './har-document';

/** The header naming the next page's `cursor` of `GET /_mock/requests.har`; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/**
 * The file name a browser saves a HAR export under: the mock's clock time, so exports sort by when they
 * were taken.
 *
 * @example
 * harFileName(Date.parse('2026-01-01T00:00:00Z')); // 'card-issuance-mock-requests-20260101T000000Z.har'
 */
export function harFileName(now: number): string {
  const stamp = new Date(now).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  return `card-issuance-mock-requests-${stamp}.har`;
}

/**
 * The answer of `GET /_mock/requests.har`: the document itself (no `{data}` envelope, so the file is a HAR
 * any tool opens), `application/json` (HAR has no registered media type), saved by a browser as
 * `filename`, never cached, with the next page's cursor in {@link NEXT_CURSOR_HEADER}.
 *
 * @example
 * return harAnswer(harDocument(page, { version, origin }), harFileName(ctx.clock.now()));
 */
export function harAnswer(document: HarDocument, filename: string): Response {
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  });
  if (document.log._nextCursor) headers.set(NEXT_CURSOR_HEADER, document.log._nextCursor);
  return new Response(`${JSON.stringify(document, null, 2)}\n`, { status: 200, headers });
}
