/** Retry delays kept tiny so no test of either SDK waits. */
export const FAST_RETRY = { baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 20 };
