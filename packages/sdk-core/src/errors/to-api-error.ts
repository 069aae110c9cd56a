import type { Answer } from '../operations/create-core-client';
import type { OperationDef } from '../operations/operation-def';
import type { ApiError, ApiErrorClass } from './api-error';
import { type ApiErrorClasses, STATUS_FAMILIES } from './status-errors';

/**
 * The class of an API error, chosen by the HTTP status alone (a Style B business code rides on a 400, so
 * it is a `BadRequestError`; its `code` tells it apart).
 *
 * @example
 * errorClassFor(404, STYLE_X_ERRORS); // NotFoundError
 */
export function errorClassFor<E extends ApiError<string>>(
  status: number,
  classes: ApiErrorClasses<E>,
): ApiErrorClass<E> {
  return classes[STATUS_FAMILIES[Math.min(status, 500)] ?? 'ApiError'];
}

/**
 * The code of an answer that is a success by its status but unusable: not JSON (a proxy's sign-in or error
 * page), or JSON without the style's envelope.
 *
 * @example
 * if (error.code === INVALID_RESPONSE) console.error(error.body); // the page the proxy answered
 */
export const INVALID_RESPONSE = 'INVALID_RESPONSE';

/** How much of a body that is not JSON an error keeps, and how much of it its message quotes. */
const MAX_BODY_TEXT = 4096;
const MAX_QUOTE = 200;

// The page's <title>, or else its text without tags, on one line. The input is bounded, the patterns
// are linear.
function quote(text: string): string {
  const title = /<title[^>]*>([^<]*)</i.exec(text)?.[1];
  const plain = (title ?? text.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
  return plain.length > MAX_QUOTE ? `${plain.slice(0, MAX_QUOTE)}…` : plain;
}

/**
 * Builds the style's error for an answer that is an error or unusable: the class of its status family,
 * the envelope's code and message when there is one, else the status as the code (`INVALID_RESPONSE` for
 * a success) and a message quoting the body; always the answer's headers, `request-id` and body (a body
 * that is not JSON is kept as text, truncated to 4,096 characters).
 *
 * @example
 * const { code, message } = body?.error ?? {};
 * throw toApiError(op, answer, { code, message }, STYLE_X_ERRORS);
 */
export function toApiError<E extends ApiError<string>>(
  op: OperationDef,
  answer: Pick<Answer, 'response' | 'body' | 'nonJson'>,
  envelope: { code?: unknown; message?: unknown },
  classes: ApiErrorClasses<E>,
): E {
  const { response, nonJson } = answer;
  const { status, statusText, ok } = response;
  const http = `HTTP ${status}${statusText ? ` ${statusText}` : ''}`;
  const text = nonJson ? String(answer.body).slice(0, MAX_BODY_TEXT) : undefined;
  const code = typeof envelope.code === 'string' && envelope.code ? envelope.code : undefined;
  let message: string;
  if (text !== undefined) message = `${http}, a body that is not JSON: "${quote(text)}"`;
  else if (typeof envelope.message === 'string' && envelope.message) message = envelope.message;
  else message = ok && !code ? `${http} without the expected envelope` : http;
  const Class = errorClassFor(status, classes);
  return new Class({
    code: code ?? (ok ? INVALID_RESPONSE : String(status)),
    status,
    message,
    requestId: response.headers.get('request-id'),
    method: op.method,
    path: op.path,
    headers: new Headers(response.headers),
    body: text ?? answer.body,
  });
}
