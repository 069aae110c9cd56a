import type { StyleName } from '../http/style-of-path';
import {
  type ExchangeCapture,
  holdsLongBody,
  type RecordedExchange,
  recordExchange,
} from './request-exchange';
import type { ExchangeLogEntry, RequestLogEntry } from './request-log';

/**
 * A request log entry as a face's request leaves it: the entry's fields, and its exchange recorded (parsed
 * and redacted) only when something first reads it: the HAR view, or a `--data-dir` write through
 * `toJSON` (DECISIONS.md G-152). Until then it holds the capture's strings, never the request itself.
 * A copy made by `structuredClone` (a storage snapshot) has the fields only.
 *
 * @example
 * logRequest(ctx, new LoggedRequest(fields, captureExchange(request, pathname, sent, parts)));
 */
export class LoggedRequest implements ExchangeLogEntry {
  id: string;
  at: string;
  style: StyleName;
  method: string;
  path: string;
  status: number | null;
  durationMs: number;
  traceId: string | null;
  /** Its place in the log, set by `logRequest`. */
  seq: number | undefined = undefined;
  #capture: ExchangeCapture | undefined;
  #exchange: RecordedExchange | undefined;

  constructor(fields: RequestLogEntry & { traceId: string | null }, capture: ExchangeCapture) {
    this.id = fields.id;
    this.at = fields.at;
    this.style = fields.style;
    this.method = fields.method;
    this.path = fields.path;
    this.status = fields.status;
    this.durationMs = fields.durationMs;
    this.traceId = fields.traceId;
    // A body longer than the log keeps is cut now, so the window never holds more than its cap of it.
    if (holdsLongBody(capture)) this.#exchange = recordExchange(capture);
    else this.#capture = capture;
  }

  /** What the log keeps of its headers and bodies: recorded on first read, then kept. */
  get exchange(): RecordedExchange {
    if (this.#exchange === undefined) {
      this.#exchange = recordExchange(this.#capture as ExchangeCapture);
      this.#capture = undefined;
    }
    return this.#exchange;
  }

  /** The entry as a store writes it: its fields and its recorded exchange. */
  toJSON(): ExchangeLogEntry & { seq: number | undefined } {
    // The own fields (the private ones are not), and the exchange, a getter of the class.
    return { ...this, exchange: this.exchange };
  }
}
