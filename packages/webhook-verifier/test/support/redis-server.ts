import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { serverDir, spawnServer } from './spawn-server';

/** A redis-server of its own on a unix socket, for one test file. */
export interface RedisServer {
  /** The unix socket: node-redis `createClient({ socket: { path } })`, ioredis `new Redis({ path })`. */
  socket: string;
  stop(): Promise<void>;
}

/**
 * Starts Debian's `redis-server` (no persistence) on a unix socket in a temporary folder, or answers why it
 * cannot (not installed: `apt-get install redis-server`; `pnpm test` installs it).
 *
 * @example
 * const server = await startRedisServer();
 * if (typeof server === 'string') context.skip(server);
 */
export async function startRedisServer(): Promise<RedisServer | string> {
  if (spawnSync('redis-server', ['--version']).status !== 0)
    return 'redis-server is not installed (apt-get install redis-server)';
  const dir = serverDir('verifier-redis-');
  const socket = join(dir, 'redis.sock');
  try {
    const server = await spawnServer({
      command: 'redis-server',
      args: ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no', '--dir', dir],
      dir,
      ready: /ready to accept connections/i,
    });
    return { socket, stop: server.stop };
  } catch (error) {
    return `redis-server did not start: ${(error as Error).message}`;
  }
}
