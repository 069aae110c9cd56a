import type { DeduplicationStore } from '@card-issuance/webhook-verifier';
import { createMemoryDeduplicationStore } from '@card-issuance/webhook-verifier';
import {
  createPostgresDeduplicationStore,
  migratePostgresDeduplicationStore,
} from '@card-issuance/webhook-verifier/postgres';
import { createRedisDeduplicationStore } from '@card-issuance/webhook-verifier/redis';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createClient } from 'redis';
import {
  startPostgresServer,
  startRedisServer,
} from '../../packages/webhook-verifier/test/support/test-servers.ts';
import { range, times } from './format.ts';
import { interleavedOpsPerSecond, ratios, spread } from './stats.ts';

export const DEDUPE_STORES = ['memory', 'node-redis', 'ioredis', 'postgres'] as const;
export type DedupeStoreName = (typeof DEDUPE_STORES)[number];
export const DEDUPE_STORE_LABELS: Record<DedupeStoreName, string> = {
  memory: '`createMemoryDeduplicationStore()` (one process)',
  'node-redis': '`/redis` over node-redis (`SET NX PX GET`, then EVALSHA)',
  ioredis: '`/redis` over ioredis (the same commands)',
  postgres: '`/postgres` over a `pg` Pool (one INSERT ... ON CONFLICT, then an upsert)',
};

/** Claim-and-commit pairs per second of each store that ran, one per round; why the others did not. */
export interface DedupeStoreResults {
  ops: Partial<Record<DedupeStoreName, number[]>>;
  skipped: Partial<Record<DedupeStoreName, string>>;
}

/** A store under measurement and how to let go of it. */
interface Measured {
  store: DeduplicationStore;
  close(): Promise<void>;
}

/** The stores over real servers (each its own process on a unix socket), or why a server did not start. */
async function sharedStores(): Promise<{
  stores: Partial<Record<DedupeStoreName, Measured>>;
  skipped: DedupeStoreResults['skipped'];
}> {
  const stores: Partial<Record<DedupeStoreName, Measured>> = {};
  const skipped: DedupeStoreResults['skipped'] = {};
  const redis = await startRedisServer();
  if (typeof redis === 'string') {
    skipped['node-redis'] = redis;
    skipped.ioredis = redis;
  } else {
    const node = await createClient({ socket: { path: redis.socket, tls: false } }).connect();
    const io = new Redis({ path: redis.socket });
    stores['node-redis'] = {
      store: createRedisDeduplicationStore({ client: node }),
      close: async () => node.destroy(),
    };
    stores.ioredis = {
      store: createRedisDeduplicationStore({ client: io, prefix: 'io:' }),
      close: async () => {
        io.disconnect();
        await redis.stop();
      },
    };
  }
  const postgres = await startPostgresServer();
  if (typeof postgres === 'string') skipped.postgres = postgres;
  else {
    const pool = new pg.Pool({ host: postgres.host, user: 'postgres', database: 'postgres', max: 1 });
    // `pool.end()` resolves once its clients are asked to end, before their connections close: the server's
    // shutdown that follows can still reach one as an error, which an unheard pool would throw.
    pool.on('error', () => undefined);
    await migratePostgresDeduplicationStore({ pool });
    stores.postgres = {
      store: createPostgresDeduplicationStore({ pool }),
      close: async () => {
        await pool.end();
        await postgres.stop();
      },
    };
  }
  return { stores, skipped };
}

/**
 * The cost of one claim and its commit (what `dedupe.run` adds to a delivery) on each store, one after
 * another on one connection, each with a key of its own, the stores alternating in 20 ms slices within each
 * round. The servers are Debian's redis-server and PostgreSQL started by the run on unix sockets (fsync
 * off for PostgreSQL: the round trip is measured, not the disk); a store whose server cannot start is
 * skipped with the reason printed.
 *
 * @example
 * const results = await runDedupeStores({ rounds: 5, ms: 1_000, log: console.error });
 */
export async function runDedupeStores(options: {
  rounds: number;
  ms: number;
  log: (line: string) => void;
}): Promise<DedupeStoreResults> {
  const { stores, skipped } = await sharedStores();
  for (const [name, reason] of Object.entries(skipped)) options.log(`  skipped ${name}: ${reason}`);
  const all: Partial<Record<DedupeStoreName, Measured>> = {
    memory: { store: createMemoryDeduplicationStore(), close: async () => undefined },
    ...stores,
  };
  let sequence = 0;
  const runs = Object.fromEntries(
    Object.entries(all).map(([name, { store }]) => [
      name,
      async () => {
        sequence += 1;
        const key = `bench-${sequence}`;
        await store.claim(key, 120_000, 'bench-owner');
        await store.commit(key, 60_000, 'bench-owner');
      },
    ]),
  ) as Record<DedupeStoreName, () => Promise<void>>;
  const ops: DedupeStoreResults['ops'] = {};
  try {
    for (const name of Object.keys(runs) as DedupeStoreName[]) await runs[name]();
    for (let round = 1; round <= options.rounds; round += 1) {
      const measured = await interleavedOpsPerSecond(runs, options.ms);
      for (const [name, value] of Object.entries(measured) as [DedupeStoreName, number][]) {
        ops[name] = [...(ops[name] ?? []), value];
        options.log(`  dedupe round ${round} ${name}: ${Math.round(value)} claim+commit/s`);
      }
    }
  } finally {
    for (const { close } of Object.values(all)) await close();
  }
  return { ops, skipped };
}

/**
 * The section of RESULTS.md: µs per claim and commit of each store, median (lowest–highest) over the
 * rounds, and each shared store's cost over the in-memory one's, paired by round.
 *
 * @example
 * out.push('## De-duplication stores', '', ...renderDedupeStores(results.dedupe), '');
 */
export function renderDedupeStores(results: DedupeStoreResults & { ms: number }): string[] {
  const us = (value: number) => `${value.toFixed(1)} µs`;
  const memory = results.ops.memory ?? [];
  const out = [
    `One claim and its commit (what \`dedupe.run\` adds to a delivery), one after another on one connection, a new`,
    `key each time, ${results.ms} ms per store and round, the stores alternating in 20 ms slices; the servers are`,
    "Debian's redis-server and PostgreSQL on unix sockets on this machine (PostgreSQL with fsync off).",
    '',
    '| store | µs per claim + commit | / in-memory |',
    '| --- | --- | --- |',
  ];
  for (const name of DEDUPE_STORES) {
    const ops = results.ops[name];
    if (!ops) {
      out.push(`| ${DEDUPE_STORE_LABELS[name]} | skipped: ${results.skipped[name] ?? 'not run'} | |`);
      continue;
    }
    const perCall = ops.map((value) => 1e6 / value);
    const ratio = name === 'memory' ? '' : range(spread(ratios(memory, ops)), times);
    out.push(`| ${DEDUPE_STORE_LABELS[name]} | ${range(spread(perCall), us)} | ${ratio} |`);
  }
  return out;
}
