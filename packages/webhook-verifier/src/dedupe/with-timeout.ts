/**
 * `operation`, or a rejection after `ms`: a shared store whose connection is lost queues commands (node-redis,
 * ioredis and pg all wait for a reconnect), and a webhook handler must answer within the service's 10 s
 * deadline, with an error that says so rather than hang. The operation may still complete on the server
 * afterwards; a claim taken that way frees itself when its lease runs out.
 *
 * @example
 * const state = await withTimeout(() => client.call('GET', key), 5_000, 'redis GET');
 */
export async function withTimeout<T>(operation: () => Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${ms} ms (is the connection lost?)`)),
      ms,
    );
  });
  try {
    return await Promise.race([operation(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks the options every shared store takes: a positive `timeoutMs`, and a lease or TTL the server can
 * hold (whole milliseconds, at least 1).
 *
 * @example
 * const ms = wholeMilliseconds(leaseMs, 'leaseMs'); // 1.2 -> 2
 */
export function wholeMilliseconds(value: number, name: string): number {
  if (!(value > 0) || !Number.isFinite(value)) {
    throw new RangeError(`${name} must be a positive number of milliseconds, got ${value}`);
  }
  return Math.ceil(value);
}
