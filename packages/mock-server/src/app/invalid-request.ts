import { uuid } from '../domain';
import { faceOf } from '../http/style-of-path';

/** A response as plain parts, for a transport that writes it itself (the Node server's `clientError`). */
export interface PlainResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A request refused before any face read it (DECISIONS.md G-19), in the envelope of the face its path names:
 * Style B `{code: "40001", message}`, Style A and the control API `{error: {code: "INVALID_REQUEST",
 * message}}`; a path that names no face (or none read) gets the control API's. Carries a fresh `request-id`.
 *
 * @example
 * invalidRequest('/style-b/v1/card-list', 431, 'request line and headers exceed 16384 bytes');
 */
export function invalidRequest(pathname: string | undefined, status: number, message: string): PlainResponse {
  return refusedRequest(pathname, status, { styleB: '40001', other: 'INVALID_REQUEST' }, message);
}

/**
 * A request refused before any face read it, in the envelope of the face its path names, with the code
 * given for Style B (`styleB`) and for Style A and the control API (`other`); a path that names no face
 * gets the control API's. Carries a fresh `request-id`.
 *
 * @example
 * refusedRequest('/style-a/v1/cards', 413, { styleB: '41301', other: 'PAYLOAD_TOO_LARGE' }, 'too large');
 */
export function refusedRequest(
  pathname: string | undefined,
  status: number,
  codes: { styleB: string; other: string },
  message: string,
): PlainResponse {
  const face = pathname === undefined ? undefined : faceOf(pathname)?.face;
  const body =
    face === 'b' || face === 'b-production'
      ? { code: codes.styleB, message }
      : { error: { code: codes.other, message } };
  return {
    status,
    headers: { 'content-type': 'application/json', 'request-id': uuid() },
    body: JSON.stringify(body),
  };
}
