import { afterEach, describe, expect, it, vi } from 'vitest';
import { releaseMemoryWhenIdle } from './idle-memory';

describe('releaseMemoryWhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects once after requests followed by an idle second, never under load or before any request', () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    const reach = vi.fn(() => collect);
    const memory = releaseMemoryWhenIdle(1_000, reach);
    vi.advanceTimersByTime(5_000);
    expect(reach).not.toHaveBeenCalled(); // started, nothing served: nothing to give back

    for (let ms = 0; ms < 5_000; ms += 100) {
      memory.busy();
      vi.advanceTimersByTime(100);
    }
    expect(collect).not.toHaveBeenCalled(); // a request every 100 ms: never during load

    vi.advanceTimersByTime(2_000);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(collect).toHaveBeenCalledWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(1); // once per idle period

    memory.busy();
    vi.advanceTimersByTime(3_000);
    expect(collect).toHaveBeenCalledTimes(2);
    expect(reach).toHaveBeenCalledTimes(1);
    memory.stop();
  });
});
