import { jsonAnswerParts } from '../http/answer-tag';
import { bodyTextOf } from '../http/body-text';
import { maskCardNumbers } from '../http/mask-card-numbers';
import { headerListOf } from '../http/raw-headers';
import {
  type HeaderList,
  type NameValue,
  redactBody,
  redactHeaders,
  redactQuery,
} from '../http/redact-secrets';

/**
 * The longest body text the request log keeps of one request or response (after redaction): 500 requests
 * keep at most about 16 MiB of bodies, whatever was sent (DECISIONS.md G-152).
 */
export const EXCHANGE_BODY_LIMIT = 16_384;

/** A request's or response's body as the log keeps it. */
export interface KeptBody {
  mimeType: string;
  /** Its size in bytes as sent (UTF-8). */
  size: number;
  /** Redacted, at most {@link EXCHANGE_BODY_LIMIT} characters; absent when it was not kept. */
  text?: string;
  /** Why it was cut or left out. */
  comment?: string;
}

/** One half of an exchange: its headers (redacted) and its body (null when it had none). */
export interface KeptMessage {
  headers: NameValue[];
  body: KeptBody | null;
}

/**
 * What the request log keeps of a request and its answer besides the entry itself, for the HAR export:
 * never a secret (see http/redact-secrets.ts), and bounded in size.
 */
export interface RecordedExchange {
  /** The URL as called, card numbers masked and secret query values redacted. */
  url: string;
  request: KeptMessage;
  /** null when the connection was dropped (an injected network error). */
  response: KeptMessage | null;
}

// The UTF-8 length of a text without encoding it.
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

function keptBody(text: string, mimeType: string): KeptBody {
  const size = utf8Length(text);
  const redacted = redactBody(text, mimeType);
  if ('omitted' in redacted) return { mimeType, size, comment: redacted.omitted };
  if (redacted.text.length <= EXCHANGE_BODY_LIMIT) return { mimeType, size, text: redacted.text };
  return {
    mimeType,
    size,
    text: redacted.text.slice(0, EXCHANGE_BODY_LIMIT),
    comment: `cut: the first ${EXCHANGE_BODY_LIMIT} characters of ${redacted.text.length} are kept`,
  };
}

function keptMessage(headers: HeaderList, text: string | null): KeptMessage {
  const kept = redactHeaders(headers);
  const mimeType = kept.find((header) => header.name.toLowerCase() === 'content-type')?.value ?? '';
  return { headers: kept, body: text === null ? null : keptBody(text, mimeType) };
}

/** An answer's headers and body text, as the log reads them. */
export interface AnswerParts {
  headers: Headers | Readonly<Record<string, string>>;
  /** null without a body, or when it could not be read. */
  text: string | null;
}

/**
 * A request's body text for the log, read once the face has answered: the text the face read (through
 * `bodyTextOf`, so never a second read), or read now when the face did not (a refusal, a fault); null for
 * a `GET` or `HEAD`, an empty body, or one that could not be read (over the size limit, or read by a route
 * of its own).
 *
 * @example
 * const sent = await sentBody(request); // after the face answered
 */
export function sentBody(request: Request): null | Promise<string | null> {
  // The method first: touching `request.body` of a GET costs undici its fast path.
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  return bodyTextOf(request).then(
    (text) => (text === '' ? null : text),
    () => null,
  );
}

/**
 * An answer's headers and body for the log, leaving the answer to the caller: those `jsonResponse` made it
 * with (no copy of its stream read, no `Headers` list built), else its headers and a copy of its body.
 *
 * @example
 * const parts = answerParts(response);
 * captureExchange(request, pathname, sent, parts instanceof Promise ? await parts : parts);
 */
export function answerParts(response: Response): AnswerParts | Promise<AnswerParts> {
  const made = jsonAnswerParts(response);
  if (made !== undefined) return made;
  const { headers } = response;
  if (response.body === null) return { headers, text: null };
  return response
    .clone()
    .text()
    .then(
      (text) => ({ headers, text }),
      () => ({ headers, text: null }),
    );
}

/**
 * What the log holds of an exchange until something reads it (G-152): the strings as they came and went,
 * nothing parsed or redacted yet, and no reference to the request (its signal, stream and URL records
 * would outlive it in the log's window and cost every collection).
 */
export interface ExchangeCapture {
  /** The URL as called. */
  url: string;
  /** The path as received, the sandbox prefix included. */
  pathname: string;
  /** The request's headers, names and values one after the other. */
  requestHeaders: readonly string[];
  requestText: string | null;
  answer: AnswerParts | null;
}

/**
 * What the log holds of a request and its answer until it is read: its URL and header list as strings
 * (`headerListOf`), the bodies' texts as they are (`pathname` is the path as received, the sandbox prefix included).
 *
 * @example
 * const capture = captureExchange(request, address.pathname, await sentBody(request), await answerParts(response));
 */
export function captureExchange(
  request: Request,
  pathname: string,
  requestText: string | null,
  answer: AnswerParts | null,
): ExchangeCapture {
  return { url: request.url, pathname, requestHeaders: headerListOf(request), requestText, answer };
}

/**
 * Whether a capture holds a body longer than the log keeps: then it is recorded at once, so the log never
 * holds more than {@link EXCHANGE_BODY_LIMIT} characters of any body, whether or not anything reads it.
 *
 * @example
 * const kept = holdsLongBody(capture) ? recordExchange(capture) : capture;
 */
export function holdsLongBody(capture: ExchangeCapture): boolean {
  const { requestText, answer } = capture;
  return (
    (requestText !== null && requestText.length > EXCHANGE_BODY_LIMIT) ||
    (answer?.text != null && answer.text.length > EXCHANGE_BODY_LIMIT)
  );
}

/**
 * What the log keeps of one exchange, made from its capture: the URL called, both sides' headers and
 * bodies, redacted and bounded.
 *
 * @example
 * recordExchange(captureExchange(request, address.pathname, sent, parts)).request.headers;
 */
export function recordExchange(capture: ExchangeCapture): RecordedExchange {
  // Read from the URL's text: a `URL` object a request is a cost the log need not pay.
  const { url, pathname, requestHeaders, requestText, answer } = capture;
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  const start = url.indexOf('?');
  const search = start === -1 ? '' : (url.slice(start).split('#')[0] ?? '');
  const query =
    search.length > 1 ? `?${new URLSearchParams(redactQuery(search).map((p) => [p.name, p.value]))}` : '';
  const headers: Array<[string, string]> = [];
  for (let i = 0; i < requestHeaders.length; i += 2) {
    const name = requestHeaders[i] as string;
    // HTTP/2's pseudo-headers (`:path`...) are the request line's parts, not headers.
    if (!name.startsWith(':')) headers.push([name, requestHeaders[i + 1] as string]);
  }
  return {
    url: `${origin}${maskCardNumbers(pathname)}${query}`,
    request: keptMessage(headers, requestText),
    response: answer ? keptMessage(answer.headers, answer.text) : null,
  };
}
