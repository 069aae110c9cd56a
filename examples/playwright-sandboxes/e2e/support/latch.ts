/**
 * A latch of the run's latch server (started by global-setup.ts, named in `EXAMPLE_LATCH_URL`): one test
 * opens it, a test in another worker waits until it is open. A latch never opened leaves its waiter to
 * Playwright's test timeout.
 *
 * @example
 * await latch('mover-moved').open();   // in one worker
 * await latch('mover-moved').opened(); // in another
 */
export function latch(name: string): { open(): Promise<void>; opened(): Promise<void> } {
  const base = process.env.EXAMPLE_LATCH_URL;
  if (!base)
    throw new Error('EXAMPLE_LATCH_URL is not set: the global setup (global-setup.ts) starts the latches');
  const call = async (method: 'GET' | 'POST') => {
    const response = await fetch(`${base}/${encodeURIComponent(name)}`, { method });
    if (!response.ok) throw new Error(`latch ${name}: ${method} answered ${response.status}`);
  };
  return { open: () => call('POST'), opened: () => call('GET') };
}
