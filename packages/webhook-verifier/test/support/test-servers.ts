import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The real servers the shared de-duplication stores are tested (and benchmarked, bench/side-by-side/
// dedupe-stores.ts) against: Debian's redis-server and PostgreSQL, each in a temporary folder on a unix
// socket, no TCP port. One file with only node: imports, so Node runs it as it is (the bench imports it).
/** A server process started for a test file: stop it (and remove its folder) in `afterAll`. */
export interface SpawnedServer {
  /** The server's own temporary folder (data, unix socket). */
  dir: string;
  stop(): Promise<void>;
}

/** The user to run a server as: root runs PostgreSQL (which refuses root) as `postgres`, via `runuser`. */
export function unprivilegedCommand(
  command: string,
  args: string[],
): { command: string; args: string[] } | string {
  if (process.getuid?.() !== 0) return { command, args };
  if (spawnSync('id', ['-u', 'postgres']).status !== 0)
    return 'running as root and there is no `postgres` user to run the server as';
  if (!existsSync('/usr/sbin/runuser') && spawnSync('which', ['runuser']).status !== 0)
    return 'running as root and `runuser` is missing';
  return { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] };
}

/** A temporary folder anyone may write (the unprivileged server writes there; 0o777 like /tmp itself). */
export function serverDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o777);
  return dir;
}

/**
 * Spawns `command` in a process group of its own and resolves once a line of its output matches `ready`,
 * or rejects with that output when it exits first or takes over `timeoutMs`. The group is killed by its
 * id on `stop()`, on a failed start and when the test process exits: no server outlives its tests.
 */
export function spawnServer(options: {
  command: string;
  args: string[];
  dir: string;
  ready: RegExp;
  timeoutMs?: number;
}): Promise<SpawnedServer> {
  const child = spawn(options.command, options.args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: options.dir,
  });
  const kill = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const onExit = () => kill('SIGKILL');
  process.once('exit', onExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    process.off('exit', onExit);
    kill('SIGINT');
    const timer = setTimeout(() => kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    rmSync(options.dir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let output = '';
    let settled = false;
    const fail = async (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      await stop();
      reject(new Error(`${reason}: ${output.trim().split('\n').slice(-5).join(' | ')}`));
    };
    const timer = setTimeout(
      () => void fail(`not ready within ${options.timeoutMs ?? 20_000} ms`),
      options.timeoutMs ?? 20_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!settled && options.ready.test(output)) {
        settled = true;
        clearTimeout(timer);
        child.stdout?.off('data', read).resume();
        child.stderr?.off('data', read).resume();
        resolve({ dir: options.dir, stop });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('error', (error) => void fail(error.message));
    child.once('exit', (code) => void fail(`exited with ${code}`));
  });
}

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

/** A PostgreSQL cluster of its own, listening on a unix socket only, for one test file. */
export interface PostgresServer {
  /** `new pg.Pool({ host, user: 'postgres', database: 'postgres' })`: `host` is the socket's folder. */
  host: string;
  stop(): Promise<void>;
}

/** The newest Debian PostgreSQL binaries (`/usr/lib/postgresql/<n>/bin`), else `initdb` on PATH. */
function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return join(root, versions[0], 'bin');
  const which = spawnSync('which', ['initdb'], { encoding: 'utf8' });
  return which.status === 0 ? join(which.stdout.trim(), '..') : undefined;
}

/**
 * Starts a throwaway PostgreSQL (Debian's `postgresql` package): `initdb` in a temporary folder, then
 * `postgres` on a unix socket there, with no TCP port and fsync off. As root it runs both as the `postgres`
 * user (PostgreSQL refuses root). Answers why it cannot when it cannot.
 *
 * @example
 * const server = await startPostgresServer();
 * if (typeof server === 'string') context.skip(server);
 */
export async function startPostgresServer(): Promise<PostgresServer | string> {
  const bin = binDir();
  if (!bin) return 'PostgreSQL is not installed (apt-get install postgresql)';
  const dir = serverDir('verifier-postgres-');
  const data = join(dir, 'data');
  const initdb = unprivilegedCommand(join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  if (typeof initdb === 'string') return initdb;
  const init = spawnSync(initdb.command, initdb.args, { encoding: 'utf8', cwd: dir });
  if (init.status !== 0) return `initdb failed: ${(init.stderr || init.stdout).trim().split('\n').pop()}`;
  const postgres = unprivilegedCommand(join(bin, 'postgres'), [
    '-D',
    data,
    '-k',
    dir,
    '-c',
    'listen_addresses=',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ]);
  if (typeof postgres === 'string') return postgres;
  try {
    const server = await spawnServer({
      ...postgres,
      dir,
      ready: /database system is ready to accept connections/,
    });
    return { host: dir, stop: server.stop };
  } catch (error) {
    return `postgres did not start: ${(error as Error).message}`;
  }
}
