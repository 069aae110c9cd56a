import { cyrb128 } from './cyrb128';
import type { RandomBytes } from './random';

/** A {@link RandomBytes} stream that a text seed determines, and that can go back to a position. */
export interface SeededRandom {
  /** Fills bytes from the stream; the same seed gives the same bytes in the same order. */
  readonly random: RandomBytes;
  /** Remembers where the stream stands; calling the returned function takes it back there. */
  checkpoint(): () => void;
  /** Where the stream stands, as plain data (four 32-bit words), for a store that outlives the process. */
  position(): SeededPosition;
  /** Takes the stream to a position {@link SeededRandom.position} answered, of a stream of any seed. */
  moveTo(position: SeededPosition): void;
}

/** A position in a {@link SeededRandom} stream: sfc32's four state words. */
export type SeededPosition = readonly [number, number, number, number];

/**
 * A deterministic byte stream for a repeatable sandbox (`--seed`, DECISIONS.md G-20): Chris Doty-Humphrey's
 * sfc32 generator seeded with the cyrb128 hash of the text. Plain arithmetic, so it runs wherever the domain
 * runs; fast and well distributed, but predictable by design: never use it for real secrets.
 *
 * @example
 * const { random } = seededRandom('demo');
 * uuid(random); // the same UUID on every run
 */
export function seededRandom(seed: string): SeededRandom {
  const bytes = new TextEncoder().encode(seed);
  let [a, b, c, d] = cyrb128(bytes.length, (i) => bytes[i] ?? 0);
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i += 1) next(); // the usual warm-up: mixes similar seeds apart
  return {
    random(bytes) {
      for (let i = 0; i < bytes.length; i += 4) {
        const word = next();
        for (let j = 0; j < 4 && i + j < bytes.length; j += 1) bytes[i + j] = (word >>> (8 * j)) & 0xff;
      }
    },
    checkpoint() {
      const saved = [a, b, c, d] as const;
      return () => {
        [a, b, c, d] = saved;
      };
    },
    position: () => [a, b, c, d],
    moveTo(position) {
      if (position.length !== 4 || !position.every((word) => Number.isInteger(word))) {
        throw new TypeError('a seeded position is four 32-bit integers');
      }
      [a, b, c, d] = position.map((word) => word | 0) as [number, number, number, number];
    },
  };
}
