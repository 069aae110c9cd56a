/**
 * How much a client logs: `debug` every answer, `info` token fetches too, `warn` retries and failed
 * answers, `error` only calls that got no answer at all, `off` nothing.
 *
 * @example
 * const level: LogLevel = 'warn';
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'off';

/**
 * One line of a client's log. Headers are redacted (`x-access-token`, `authorization`, cookies), so are
 * the query's values (`?email=[REDACTED]`); bodies are never logged.
 *
 * @example
 * const entry: LogEntry = { level: 'debug', event: 'response', method: 'GET', url, status: 200, requestId, retryCount: 0, headers: {} };
 */
export interface LogEntry {
  /** The entry's level: `debug` for a success, `info` for a token fetch, `warn` for a retry or an error answer, `error` for a call with no answer. */
  level: Exclude<LogLevel, 'off'>;
  /** `response`: an answer came back; `retry`: about to wait and retry; `auth`: a token is being fetched; `failure`: no answer (network failure or timeout after every retry); `hook`: an `onRequest`, `onResponse` or `onRetry` hook threw (the call went on). */
  event: 'response' | 'retry' | 'auth' | 'failure' | 'hook';
  method: string;
  /** The URL sent, query values replaced by `[REDACTED]` (names kept). */
  url: string;
  /** HTTP status of the answer (absent for a retry after a network failure or timeout). */
  status?: number;
  requestId?: string | null;
  /** 0 for the first attempt, then 1, 2... */
  retryCount: number;
  /** Request headers, secrets redacted. */
  headers: Record<string, string>;
  /** Why a retry, a token fetch or a failure happens, for example `HTTP 503`, `TimeoutError`, `expiring`. */
  reason?: string;
}

/**
 * Receives every {@link LogEntry} at or above the client's `logLevel`; the client never logs on its own.
 *
 * @example
 * const logger: Logger = (entry) => console[entry.level](entry.event, entry.method, entry.url, entry.status ?? entry.reason);
 */
export type Logger = (entry: LogEntry) => void;

const LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'off'];

/**
 * Wraps a logger so that only entries at or above `level` reach it; `undefined` when nothing would.
 *
 * @example
 * const log = levelFilter(console.log, 'warn');
 * log?.({ level: 'debug', ... }); // dropped
 */
export function levelFilter(logger: Logger | undefined, level: LogLevel): Logger | undefined {
  if (!logger || level === 'off') return undefined;
  return (entry) => {
    if (LEVELS.indexOf(entry.level) >= LEVELS.indexOf(level)) logger(entry);
  };
}
