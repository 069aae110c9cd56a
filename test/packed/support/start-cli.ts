import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { outsideEnv } from './environment';

/** The `--json` line of `card-issuance-mock` (packages/mock-server/README.md), the fields used here. */
export interface CliConfig {
  controlUrl: string;
  styleA: { baseUrl: string; apiKeys: Record<string, { clientId: string; clientSecret: string }> };
  styleB: {
    baseUrl: string;
    clientId: string;
    clientSecret: string;
    parentAccountId: string;
    webhookSecret: string;
    kycProvider: string;
  };
}

/** A running CLI: its `--json` line, and `stop()`, which ends it by pid and waits for its exit. */
export interface RunningCli {
  config: CliConfig;
  pid: number;
  stop(): Promise<void>;
}

/** How {@link startCli} runs the command: more arguments, and through `npx` as a user types it. */
export interface StartCliOptions {
  /** After `--port 0 --json`, e.g. `['--fixtures', 'style-b-card']`. */
  args?: string[];
  /** `npx card-issuance-mock ...` (npx finds the project's bin) rather than the bin itself. */
  npx?: boolean;
}

/**
 * Starts the installed `node_modules/.bin/card-issuance-mock --port 0 --json` of `project` as a user's
 * script would (its `#!/usr/bin/env node` finds the workspace's Node first on PATH), or through `npx`, and
 * resolves with its first stdout line. It runs in its own process group, which `stop()` ends by its id
 * (npx's child with it).
 *
 * @example
 * const cli = await startCli(project, { npx: true, args: ['--fixtures', 'style-b-card'] });
 * try { await fetch(`${cli.config.controlUrl}/config`); } finally { await cli.stop(); }
 */
export function startCli(project: string, options: StartCliOptions = {}): Promise<RunningCli> {
  const args = ['--port', '0', '--json', ...(options.args ?? [])];
  const [command, ...commandArgs] = options.npx
    ? ['npx', 'card-issuance-mock', ...args]
    : [join(project, 'node_modules/.bin/card-issuance-mock'), ...args];
  const child: ChildProcess = spawn(command as string, commandArgs, {
    cwd: project,
    env: outsideEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined)
      process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    // Keep the start of stderr for the error message; the request log that follows is not needed.
    if (stderr.length < 4_000) stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', (line) => {
      try {
        resolve({
          config: JSON.parse(line) as CliConfig,
          pid: child.pid as number,
          stop,
        });
      } catch (error) {
        void stop();
        reject(new Error(`the CLI's first line is not JSON: ${line}\n${stderr}`, { cause: error }));
      }
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(
        new Error(`card-issuance-mock exited (${signal ?? `exit ${code}`}) before its JSON line:\n${stderr}`),
      ),
    );
  });
}
