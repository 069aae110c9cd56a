import { uuid } from '../domain/ids';
import { maskCardNumbers } from './mask-card-numbers';
import type { FaceName } from './style-of-path';

/**
 * Why a request is answered around a face rather than by one of its operations: refused before the face
 * (`invalid` request line, `too_large` body, `forbidden` host), a sandbox that does not exist (`not_found`),
 * an endpoint the face does not serve (`unknown_endpoint`), the rate limit, an injected fault, a commit
 * that failed (`unavailable`).
 */
export type RefusalKind =
  | 'invalid'
  | 'not_found'
  | 'unknown_endpoint'
  | 'unauthorized'
  | 'forbidden'
  | 'too_large'
  | 'rate_limited'
  | 'internal'
  | 'unavailable';

/** A refusal: its kind, and what differs from the face's defaults for that kind. */
export interface Refusal {
  kind: RefusalKind;
  /** The words; the face's own for the kind when absent. Card numbers in it are masked. */
  message?: string;
  /** The HTTP status, when it is not the kind's (a 431 or 408 of the `invalid` kind). */
  status?: number;
  /** Seconds a client waits before retrying (`Retry-After`). */
  retryAfterSeconds?: number;
}

/** A face's status, code and words for each kind of refusal, from its own catalogue. */
export type RefusalCodes = Readonly<
  Record<RefusalKind, readonly [status: number, code: string, words: string]>
>;

/** A response as plain parts, for a transport that writes it itself (the Node server's `clientError`). */
export interface PlainResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One face of the mock (Style A, Style B in each environment, the control API) as the edge knows it: where
 * it is served, its error envelope, the paths that show a full card number, and how a request's
 * credentials name the sandbox it belongs to. Every layer around the faces (the router, CORS, the body
 * limit, the Host and 431 refusals, faults, the 429, the request log) reads the face from the request's
 * address instead of knowing the styles itself.
 *
 * @example
 * const answer = refusalResponse(STYLE_B_FACE, { kind: 'too_large' }); // 413 {code: "41301", ...}
 */
export interface Face {
  readonly name: FaceName;
  /** Its base path below the mock's origin (or below `/sandboxes/{id}`). */
  readonly basePath: string;
  /** The envelope of an error: `{code, message}` (Style B) or `{error: {code, message}}`. */
  envelope(code: string, message: string): unknown;
  /** Status, code and words per kind of refusal. */
  readonly refusals: RefusalCodes;
  /**
   * Paths within the face that show a full card number (the widgets' card-details frames): a page may
   * embed them, never read them, so they never carry CORS headers.
   */
  readonly cardDetailsPaths: ReadonlySet<string>;
  /**
   * What a request's credentials say of the sandbox it is for, at the face's usual base URL: a sandbox
   * id its token names, or a client id its credentials call carries; `undefined` for the mock's own.
   */
  sandboxClue?(path: string, request: Request): SandboxClue | undefined | Promise<SandboxClue | undefined>;
}

/** What names a request's sandbox at the usual base URLs: its id (from a token), or a client id. */
export type SandboxClue = { readonly sandboxId: string } | { readonly clientId: string };

/**
 * A refusal in the face's envelope as plain parts, with a fresh `request-id` and, where given, `Retry-After`.
 *
 * @example
 * plainRefusal(STYLE_A_FACE, { kind: 'invalid', status: 431, message: 'headers too large' });
 */
export function plainRefusal(face: Face, refusal: Refusal): PlainResponse {
  const [status, code, words] = face.refusals[refusal.kind];
  const headers: Record<string, string> = { 'content-type': 'application/json', 'request-id': uuid() };
  if (refusal.retryAfterSeconds !== undefined) headers['retry-after'] = String(refusal.retryAfterSeconds);
  const message = maskCardNumbers(refusal.message ?? words);
  return { status: refusal.status ?? status, headers, body: JSON.stringify(face.envelope(code, message)) };
}

/**
 * A refusal in the face's envelope (see {@link plainRefusal}), as a `Response`.
 *
 * @example
 * return refusalResponse(address.face, { kind: 'rate_limited', retryAfterSeconds: 1 });
 */
export function refusalResponse(face: Face, refusal: Refusal): Response {
  const { status, headers, body } = plainRefusal(face, refusal);
  return new Response(body, { status, headers });
}
