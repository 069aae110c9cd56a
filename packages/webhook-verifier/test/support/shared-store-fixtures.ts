import { Redis } from 'ioredis';
import pg from 'pg';
import { createClient } from 'redis';
import type { DeduplicationStore } from '../../src';
import {
  createPostgresDeduplicationStore,
  migratePostgresDeduplicationStore,
} from '../../src/dedupe/postgres';
import { createRedisDeduplicationStore } from '../../src/dedupe/redis';
import { startPostgresServer, startRedisServer } from './test-servers';

/** One instance's store, on a connection of its own. */
export interface StoreInstance {
  store: DeduplicationStore;
  /** Closes the connection as a crashed process would leave it: at once, nothing pending is sent. */
  kill(): Promise<void>;
  /** Resolves once every command this instance sent before has been answered (its connection is FIFO). */
  settled(): Promise<void>;
}

/** A real server shared by several instances, and ways to move its clock for the keys the stores hold. */
export interface SharedStoreServer {
  /** A new instance: a store object over a client or pool of its own. */
  instance(options?: { namespace?: string; timeoutMs?: number }): Promise<StoreInstance>;
  /** Every live lease runs out now, by the server's own expiry (committed keys stay). */
  expireLeases(): Promise<void>;
  /** Every committed key's period runs out now. */
  expireDone(): Promise<void>;
  /**
   * Makes the server hold every write to the stores' keys until the returned function is called (Redis:
   * `CLIENT PAUSE ... WRITE`; PostgreSQL: a transaction holding the tables' exclusive lock): a slow server.
   */
  stall(): Promise<() => Promise<void>>;
  /** Makes the server forget its cached scripts (Redis) or does nothing. */
  forgetScripts(): Promise<void>;
  stop(): Promise<void>;
}

/** A kind of shared store: its name, and how to start its server (or why it cannot start here). */
export interface SharedStoreKind {
  name: string;
  start(): Promise<SharedStoreServer | string>;
}

const PREFIX = 'webhook-dedupe:';

/** The `timeoutMs` option when one is given (exactOptionalPropertyTypes: never `undefined`). */
const timeout = (options: { timeoutMs?: number }) =>
  options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs };

/** The Redis kinds: one server, clients of node-redis or ioredis. */
function redisKind(name: string, client: 'node-redis' | 'ioredis'): SharedStoreKind {
  return {
    name,
    async start() {
      const server = await startRedisServer();
      if (typeof server === 'string') return server;
      const admin = await createClient({ socket: { path: server.socket, tls: false } }).connect();
      const clients: Array<() => Promise<void>> = [];
      const keys = async () => (await admin.keys(`*`)) as string[];
      const expireWhere = async (done: boolean) => {
        for (const key of await keys()) {
          if (((await admin.get(key)) === 'done') === done) await admin.pExpireAt(key, 1);
        }
      };
      return {
        async instance(options = {}) {
          const prefix = `${options.namespace ?? ''}${PREFIX}`;
          if (client === 'ioredis') {
            const io = new Redis({ path: server.socket, lazyConnect: true, maxRetriesPerRequest: 0 });
            io.on('error', () => undefined);
            await io.connect();
            clients.push(async () => io.disconnect());
            return {
              store: createRedisDeduplicationStore({ client: io, prefix, ...timeout(options) }),
              kill: async () => io.disconnect(),
              settled: async () => void (await io.ping()),
            };
          }
          const node = createClient({
            socket: { path: server.socket, tls: false, reconnectStrategy: false },
          });
          node.on('error', () => undefined);
          await node.connect();
          clients.push(async () => {
            if (node.isOpen) node.destroy();
          });
          return {
            store: createRedisDeduplicationStore({ client: node, prefix, ...timeout(options) }),
            kill: async () => node.destroy(),
            settled: async () => void (await node.ping()),
          };
        },
        expireLeases: () => expireWhere(false),
        expireDone: () => expireWhere(true),
        forgetScripts: async () => void (await admin.scriptFlush()),
        async stall() {
          await admin.sendCommand(['CLIENT', 'PAUSE', '10000', 'WRITE']);
          return async () => void (await admin.sendCommand(['CLIENT', 'UNPAUSE']));
        },
        async stop() {
          for (const close of clients) await close();
          admin.destroy();
          await server.stop();
        },
      };
    },
  };
}

/** PostgreSQL: one cluster, a `pg.Pool` per instance. */
const postgresKind: SharedStoreKind = {
  name: 'PostgreSQL (pg)',
  async start() {
    const server = await startPostgresServer();
    if (typeof server === 'string') return server;
    // One connection per instance, as one process's pool often is, and so that its statements run in order.
    const connect = (max = 1) => {
      const pool = new pg.Pool({ host: server.host, user: 'postgres', database: 'postgres', max });
      // An idle connection cut by a kill or the server's stop must not crash the test process.
      pool.on('error', () => undefined);
      return pool;
    };
    const admin = connect(2);
    const pools: pg.Pool[] = [admin];
    const tables = new Set<string>();
    const table = (namespace = '') => `${namespace}webhook_deduplication`;
    const expireWhere = async (condition: string) => {
      for (const name of tables) {
        await admin.query(
          `UPDATE ${name} SET expires_at = now() - interval '1 millisecond' WHERE ${condition}`,
        );
      }
    };
    return {
      async instance(options = {}) {
        const pool = connect();
        pools.push(pool);
        const name = table(options.namespace);
        tables.add(name);
        await migratePostgresDeduplicationStore({ pool, table: name });
        return {
          store: createPostgresDeduplicationStore({ pool, table: name, ...timeout(options) }),
          kill: async () => {
            pools.splice(pools.indexOf(pool), 1);
            await pool.end();
          },
          settled: async () => void (await pool.query('SELECT 1')),
        };
      },
      expireLeases: () => expireWhere('owner IS NOT NULL'),
      expireDone: () => expireWhere('owner IS NULL'),
      forgetScripts: async () => undefined,
      async stall() {
        const holder = await admin.connect();
        await holder.query('BEGIN');
        for (const name of tables) await holder.query(`LOCK TABLE ${name} IN ACCESS EXCLUSIVE MODE`);
        return async () => {
          await holder.query('ROLLBACK');
          holder.release();
        };
      },
      async stop() {
        for (const pool of pools) await pool.end();
        await server.stop();
      },
    };
  },
};

/** Every shared store, each against a real server of its own. */
export const SHARED_STORE_KINDS: readonly SharedStoreKind[] = [
  redisKind('Redis (node-redis)', 'node-redis'),
  redisKind('Redis (ioredis)', 'ioredis'),
  postgresKind,
];
