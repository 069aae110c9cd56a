import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
