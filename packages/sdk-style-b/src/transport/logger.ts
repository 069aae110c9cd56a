/**
 * One line of the client's log: an answer received, or a retry about to wait. Headers are already
 * redacted; bodies are never logged.
 *
 * @example
 * const entry: StyleBLogEntry = { event: 'response', method: 'GET', url, status: 200, requestId, retryCount: 0, headers: {} };
 */
export interface StyleBLogEntry {
  event: 'response' | 'retry';
  method: string;
  url: string;
  /** HTTP status of the answer (absent for a retry after a network failure or timeout). */
  status?: number;
  requestId?: string | null;
  /** 0 for the first attempt, then 1, 2... */
  retryCount: number;
  /** Request headers, `x-access-token` redacted. */
  headers: Record<string, string>;
  /** Why a retry happens. */
  reason?: string;
}

/**
 * Receives every {@link StyleBLogEntry}; the client never logs on its own.
 *
 * @example
 * const logger: StyleBLogger = (entry) => console.debug(entry.event, entry.method, entry.url, entry.status);
 */
export type StyleBLogger = (entry: StyleBLogEntry) => void;
