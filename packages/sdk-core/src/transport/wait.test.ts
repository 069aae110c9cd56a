import { describe, expect, it } from 'vitest';
import { wait } from './wait';

describe('wait', () => {
  it('resolves after the delay', async () => {
    await expect(wait(1)).resolves.toBeUndefined();
  });

  it('rejects with the reason as soon as the signal aborts, and at once when it already has', async () => {
    const controller = new AbortController();
    const waiting = wait(60_000, controller.signal);
    controller.abort(new Error('caller gave up'));
    await expect(waiting).rejects.toThrow('caller gave up');
    await expect(wait(60_000, controller.signal)).rejects.toThrow('caller gave up');
  });
});
