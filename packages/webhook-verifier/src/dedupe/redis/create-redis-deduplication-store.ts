import type { ClaimState, DeduplicationStore } from '../deduplication-store';
import { wholeMilliseconds, withTimeout } from '../with-timeout';
import { type RedisClient, redisCommandOf } from './redis-client';
import { evalScript, redisScript } from './redis-script';

/** Options of `createRedisDeduplicationStore`. */
export interface RedisDeduplicationStoreOptions {
  /** A connected node-redis (`createClient()`, redis 4 to 6) or ioredis (`new Redis()`, ioredis 5 and 6) client. */
  client: RedisClient;
  /** Put before every key, so the store's keys never meet your others. @default 'webhook-dedupe:' */
  prefix?: string;
  /**
   * How long one command may take before it is refused with an error (the handler answers 500 and the
   * service retries): a lost connection makes the clients queue commands until they reconnect, and a
   * webhook must be answered within the service's 10 s. @default 5_000
   */
  timeoutMs?: number;
}

/** The value of a committed key; a key being worked on holds its owner's id. */
const DONE = 'done';

/**
 * Marks the key done for ARGV[1] ms, unless it is done already (a repeated commit keeps the first TTL).
 * It marks it whoever holds the key: the work succeeded, so later deliveries must be skipped, even when
 * this worker's lease ran out and another took the key over (its commit and release then find it done).
 */
const COMMIT = redisScript(
  `if redis.call('GET', KEYS[1]) == '${DONE}' then return 0 end
redis.call('SET', KEYS[1], '${DONE}', 'PX', ARGV[1])
return 1`,
);

/** Deletes the key only if ARGV[1] still holds it: a lease that ran out may be another worker's by now. */
const RELEASE = redisScript(
  `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`,
);

function claimState(previous: unknown): ClaimState {
  if (previous === null || previous === undefined) return 'claimed';
  return String(previous) === DONE ? 'done' : 'processing';
}

/** Redis < 7.0 refuses NX with GET: say what to do rather than pass on "syntax error". */
function explainClaimError(error: unknown): Error {
  if (/syntax error/i.test(String((error as { message?: unknown } | null)?.message))) {
    return new Error(
      'createRedisDeduplicationStore needs Redis 7.0 or later (SET ... NX PX ... GET, one atomic claim)',
      { cause: error },
    );
  }
  return error as Error;
}

/**
 * A `DeduplicationStore` in Redis, shared by every instance that receives webhooks: `onEvent` runs once
 * per event across all of them. Each step is one atomic round trip: the claim is `SET key owner NX PX
 * leaseMs GET` (the server expires a crashed worker's lease by itself), commit and release are Lua scripts
 * (EVALSHA, EVAL when the server lacks them) that read and write the key at once. Needs Redis 7.0+;
 * works with node-redis and ioredis (standalone clients), told apart by the client's shape.
 *
 * @throws TypeError when `client` is neither client; `RangeError` for a `timeoutMs` that is not positive.
 * @example
 * import { createClient } from 'redis';
 * import { createDeduplicator } from '@card-issuance/webhook-verifier';
 * import { createRedisDeduplicationStore } from '@card-issuance/webhook-verifier/redis';
 *
 * const client = await createClient({ url: process.env.REDIS_URL }).connect();
 * const deduplicator = createDeduplicator({ store: createRedisDeduplicationStore({ client }) });
 */
export function createRedisDeduplicationStore(options: RedisDeduplicationStoreOptions): DeduplicationStore {
  const command = redisCommandOf(options.client);
  const prefix = options.prefix ?? 'webhook-dedupe:';
  const timeoutMs = wholeMilliseconds(options.timeoutMs ?? 5_000, 'timeoutMs');
  const run = <T>(operation: () => Promise<T>, what: string) =>
    withTimeout(operation, timeoutMs, `redis ${what}`);
  return {
    async claim(key, leaseMs, owner) {
      // The owner is the value of a key being worked on: it must never read as a committed key.
      if (owner === DONE) throw new RangeError(`owner must not be "${DONE}"`);
      const px = String(wholeMilliseconds(leaseMs, 'leaseMs'));
      const previous = await run(
        () =>
          command(['SET', prefix + key, owner, 'NX', 'PX', px, 'GET']).catch((error: unknown) => {
            throw explainClaimError(error);
          }),
        'claim (SET NX PX GET)',
      );
      return claimState(previous);
    },
    async commit(key, ttlMs) {
      const px = String(wholeMilliseconds(ttlMs, 'ttlMs'));
      await run(() => evalScript(command, COMMIT, prefix + key, [px]), 'commit (EVALSHA)');
    },
    async release(key, owner) {
      await run(() => evalScript(command, RELEASE, prefix + key, [owner]), 'release (EVALSHA)');
    },
  };
}
