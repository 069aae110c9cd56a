import { encodeHex } from '../../encoding';
import type { RedisCommand } from './redis-client';

/** A Lua script run by its SHA-1 (EVALSHA), loaded by EVAL the first time a server lacks it. */
export interface RedisScript {
  readonly source: string;
  /** The SHA-1 the server names the script by, computed once (Web Crypto). */
  readonly sha: Promise<string>;
}

/**
 * A script and its SHA-1.
 *
 * @example
 * const release = redisScript("return redis.call('DEL', KEYS[1])");
 */
export function redisScript(source: string): RedisScript {
  // Computed on first use, not when the module loads: importing the entry does no work.
  let sha: Promise<string> | undefined;
  return {
    source,
    get sha() {
      sha ??= globalThis.crypto.subtle
        .digest('SHA-1', new TextEncoder().encode(source))
        .then((digest) => encodeHex(new Uint8Array(digest)));
      return sha;
    },
  };
}

function isNoScript(error: unknown): boolean {
  return String((error as { message?: unknown } | null)?.message).startsWith('NOSCRIPT');
}

/**
 * Runs `script` on one key in one round trip: EVALSHA, and EVAL only when the server answers NOSCRIPT (a
 * restarted server, a failover, `SCRIPT FLUSH`), which loads it again.
 *
 * @example
 * await evalScript(command, release, 'webhook-dedupe:evt_1', [owner]);
 */
export async function evalScript(
  command: RedisCommand,
  script: RedisScript,
  key: string,
  args: readonly string[],
): Promise<unknown> {
  try {
    return await command(['EVALSHA', await script.sha, '1', key, ...args]);
  } catch (error) {
    if (!isNoScript(error)) throw error;
    return command(['EVAL', script.source, '1', key, ...args]);
  }
}
