import type {
  ClockState,
  ControllableClock,
  RandomBytes,
  SeededPosition,
  SeededRandom,
  Storage,
  StorageSnapshot,
} from '../domain';
import { PARTNERS } from '../domain/partners';
import type { SeededSandbox } from './seed';

/** Where a store keeps what reopening its sandbox needs, outside the snapshots (`storage.meta`). */
export const SANDBOX_META = 'mock.sandbox';
const CLOCK_META = 'mock.clock';
const RANDOM_META = 'mock.random';

/**
 * A sandbox as a store keeps it: the credentials printed on the first start, the seed every reset returns
 * to, and for `--seed` where the random stream stood after seeding.
 */
export interface PersistedSandbox {
  version: 1;
  seeded: SeededSandbox;
  seedSnapshot: StorageSnapshot;
  /** The `--seed` text the sandbox was created with, or null for Web Crypto. */
  seed: string | null;
  /** The seeded stream's position right after seeding (what a reset rewinds to), or null. */
  seedPosition: SeededPosition | null;
}

/**
 * The sandbox a store already holds, or undefined for a fresh store (then the caller seeds one).
 *
 * @example
 * const saved = readPersistedSandbox(storage); // undefined on the first start
 */
export function readPersistedSandbox(storage: Storage): PersistedSandbox | undefined {
  const saved = storage.meta.get(SANDBOX_META) as PersistedSandbox | undefined;
  if (saved === undefined) {
    // Seeding on top of a program's records would leave two programs in one sandbox.
    if (storage.collection(PARTNERS).size > 0) {
      throw new UnreadableSandboxError(
        `holds records but not the description of their sandbox (meta ${SANDBOX_META} is missing)`,
      );
    }
    return undefined;
  }
  if (
    saved === null ||
    saved.version !== 1 ||
    typeof saved.seeded !== 'object' ||
    saved.seeded === null ||
    typeof saved.seedSnapshot !== 'object' ||
    saved.seedSnapshot === null
  ) {
    throw new UnreadableSandboxError(
      `holds a sandbox this version of the mock cannot read (${SANDBOX_META})`,
    );
  }
  return saved;
}

/**
 * A store whose sandbox cannot be reopened (and must not be seeded over). The message says what is wrong,
 * without naming the store: the caller knows where it is (the CLI prints the file and what to do).
 */
export class UnreadableSandboxError extends Error {
  override readonly name = 'UnreadableSandboxError';
}

/**
 * Puts the clock where the store says it stood: after the store went back to what it durably holds.
 *
 * @example
 * storage.onReload?.(() => reloadClock(storage, ctx.clock));
 */
export function reloadClock(storage: Storage, clock: ControllableClock): void {
  const saved = storage.meta.get(CLOCK_META) as ClockState | undefined;
  if (saved !== undefined) clock.importState(saved);
}

/**
 * Records the freshly seeded sandbox, so the next start with the same store reopens it.
 *
 * @example
 * writePersistedSandbox(storage, { version: 1, seeded, seedSnapshot, seed: null, seedPosition: null });
 */
export function writePersistedSandbox(storage: Storage, sandbox: PersistedSandbox): void {
  storage.meta.set(SANDBOX_META, sandbox);
}

/**
 * Keeps the clock's state in the store from now on; with `resume`, first puts the clock where the store
 * left it (frozen at the same instant, or running at the same offset from real time). Answers the function
 * that stops keeping it.
 *
 * @example
 * const stop = keepClock(storage, clock, true);
 */
export function keepClock(storage: Storage, clock: ControllableClock, resume: boolean): () => void {
  const saved = storage.meta.get(CLOCK_META) as ClockState | undefined;
  if (resume && saved !== undefined) clock.importState(saved);
  storage.meta.set(CLOCK_META, clock.exportState());
  return clock.onChange((state) => storage.meta.set(CLOCK_META, state));
}

/**
 * The random source of a `--seed` sandbox kept in a store: it continues where the last process left the
 * stream (so ids never repeat across restarts), and records its position after every draw.
 *
 * @example
 * const random = keptSeededRandom(storage, stream, saved?.seed === 'demo');
 */
export function keptSeededRandom(storage: Storage, stream: SeededRandom, resume: boolean): RandomBytes {
  const position = storage.meta.get(RANDOM_META) as SeededPosition | undefined;
  if (resume && position !== undefined) stream.moveTo(position);
  return (bytes) => {
    stream.random(bytes);
    storage.meta.set(RANDOM_META, stream.position());
  };
}
