import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { serverDir, spawnServer, unprivilegedCommand } from './spawn-server';

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
