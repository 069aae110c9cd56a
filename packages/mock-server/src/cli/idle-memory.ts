import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** What {@link releaseMemoryWhenIdle} hands back: call `busy()` on every request, `stop()` on exit. */
export interface IdleMemory {
  busy(): void;
  stop(): void;
}

/**
 * Gives memory back to the system once the mock has served requests and then been idle for `idleMs`:
 * one memory-reducing full GC that compacts the old generation, which also shrinks the young generation V8
 * grew under load (it keeps it otherwise, about 90 MB of RSS after a burst, DECISIONS G-50). Never during load, never at start-up:
 * the collector is reached (`reach`, by default V8's `gc` of a fresh context) only on the first idle period.
 *
 * @example
 * const memory = releaseMemoryWhenIdle();
 * server.on('request', memory.busy);
 */
export function releaseMemoryWhenIdle(idleMs = 1_000, reach: () => Collect | null = collector): IdleMemory {
  let busy = false;
  let servedSinceCollect = false;
  let collect: Collect | null | undefined;
  const timer = setInterval(() => {
    if (busy) {
      busy = false;
      servedSinceCollect = true;
      return;
    }
    if (!servedSinceCollect) return;
    servedSinceCollect = false;
    collect ??= reach();
    collect?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  }, idleMs);
  timer.unref();
  return {
    busy: () => {
      busy = true;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * V8's `gc()`, exposed to a new context, compacting every page of the old generation for that collection
 * only; null where the runtime refuses (then memory stays as V8 keeps it). A memory-reducing collection
 * otherwise moves about 12 MB of live objects: a sandbox grown to a million purchases kept 300 to 600 MB
 * of its old space as holes between live records, and needed about 20 such collections to give them back
 * (bench/scale.ts).
 */
function collector(): Collect | null {
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    if (typeof gc !== 'function') return null;
    return (options) => {
      setFlagsFromString('--compact-on-every-full-gc');
      try {
        (gc as Collect)(options);
      } finally {
        setFlagsFromString('--no-compact-on-every-full-gc');
      }
    };
  } catch {
    return null;
  }
}
