import { jsonAnswerParts } from '../http/answer-tag';
import { bodyTextOf } from '../http/body-text';
import { maskCardNumbers } from '../http/mask-card-numbers';
import { type NameValue, redactBody, redactHeaders, redactQuery } from '../http/redact-secrets';

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

function keptMessage(headers: Headers | Readonly<Record<string, string>>, text: string | null): KeptMessage {
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
 * recordExchange(request, pathname, sent, parts instanceof Promise ? await parts : parts);
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
 * What the log keeps of one exchange: the URL called (`pathname` is the path as received, the sandbox
 * prefix included), both sides' headers and bodies, redacted and bounded.
 *
 * @example
 * recordExchange(request, address.pathname, await sentBody(request), await answerParts(response));
 */
export function recordExchange(
  request: Request,
  pathname: string,
  requestText: string | null,
  answer: AnswerParts | null,
): RecordedExchange {
  // Read from the URL's text: a `URL` object a request is a cost the log need not pay.
  const { url } = request;
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  const start = url.indexOf('?');
  const search = start === -1 ? '' : (url.slice(start).split('#')[0] ?? '');
  const query =
    search.length > 1 ? `?${new URLSearchParams(redactQuery(search).map((p) => [p.name, p.value]))}` : '';
  return {
    url: `${origin}${maskCardNumbers(pathname)}${query}`,
    request: keptMessage(request.headers, requestText),
    response: answer ? keptMessage(answer.headers, answer.text) : null,
  };
}

/**
 * `entry` with an `exchange` property made by `make` when it is first read, then kept as a plain value:
 * the redaction (a parse and walk of each JSON body) costs nothing on the request path, and is paid only
 * by what reads the exchange (the HAR view, a snapshot, a `--data-dir` write; G-152). Made at once when
 * one of `texts` (the bodies it reads) is longer than a body is kept.
 *
 * @example
 * logRequest(ctx, withLazyExchange(entry, () => recordExchange(request, pathname, sent, parts)));
 */
export function withLazyExchange<T extends object>(
  entry: T,
  make: () => RecordedExchange,
  texts: ReadonlyArray<string | null> = [],
): T & { exchange: RecordedExchange } {
  // A body longer than what is kept is redacted and cut now: the log never holds more than its cap of
  // any body, whether or not anything reads it.
  if (texts.some((text) => text !== null && text.length > EXCHANGE_BODY_LIMIT)) {
    return Object.assign(entry, { exchange: make() });
  }
  return Object.defineProperty(entry, 'exchange', {
    enumerable: true,
    configurable: true,
    get(this: T) {
      const value = make();
      Object.defineProperty(this, 'exchange', {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return value;
    },
  }) as T & { exchange: RecordedExchange };
}
