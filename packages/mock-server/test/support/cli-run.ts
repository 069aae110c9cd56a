import { type ChildProcess, spawn } from 'node:child_process';
import { CLI } from './cli-process';

/** What a finished CLI run printed, and how it ended. */
export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Where a run starts and what it adds to the environment. */
export interface RunOptions {
  cwd?: string;
  env?: Record<string, string>;
}

/**
 * Runs a Node script with `args` to its end, resolving with what it wrote on each stream and its exit code.
 *
 * @example
 * const { code, stderr } = await runNodeScript('scripts/mock.ts', ['--version']);
 */
export function runNodeScript(script: string, args: string[], options: RunOptions = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [script, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(options.cwd ? { cwd: options.cwd } : {}),
      ...(options.env ? { env: { ...process.env, ...options.env } } : {}),
    });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    proc.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    proc.once('error', reject);
    proc.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Runs the built CLI with `args` to its end (a subcommand such as `trigger`), resolving with its output.
 *
 * @example
 * const { code, stdout } = await runCli(['trigger', '--list']);
 */
export function runCli(args: string[], options: RunOptions = {}): Promise<CliRun> {
  return runNodeScript(CLI, args, options);
}

/** A long-running CLI subcommand (`listen`), its output so far, and its end. */
export interface RunningCli {
  process: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the first stdout line matching `pattern`. */
  line(pattern: RegExp): Promise<string>;
  /** Resolves with the first stderr line matching `pattern`. */
  errLine(pattern: RegExp): Promise<string>;
  exited: Promise<number | null>;
}

/**
 * Starts the built CLI with `args` and keeps it running; stop it with `process.kill()`.
 *
 * @example
 * const listen = spawnCli(['listen', '--forward-to', url, '--control', controlUrl]);
 * await listen.line(/^Ready/);
 */
export function spawnCli(args: string[], options: RunOptions = {}): RunningCli {
  const proc = spawn(process.execPath, [CLI, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.env ? { env: { ...process.env, ...options.env } } : {}),
  });
  const text = { out: '', err: '' };
  const waiters: Array<() => void> = [];
  const wakeAll = () => {
    for (const wake of waiters.splice(0)) wake();
  };
  proc.stdout.on('data', (chunk: Buffer) => {
    text.out += chunk.toString();
    wakeAll();
  });
  proc.stderr.on('data', (chunk: Buffer) => {
    text.err += chunk.toString();
    wakeAll();
  });
  const exited = new Promise<number | null>((resolve) => proc.once('close', resolve));
  const waitFor = (stream: 'out' | 'err', pattern: RegExp): Promise<string> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = text[stream].split('\n').find((one) => pattern.test(one));
        if (found !== undefined) return resolve(found);
        if (proc.exitCode !== null)
          return reject(new Error(`CLI exited with ${proc.exitCode}: ${text.out}${text.err}`));
        waiters.push(check);
      };
      exited.then(() => waiters.length > 0 && check());
      check();
    });
  return {
    process: proc,
    stdout: () => text.out,
    stderr: () => text.err,
    line: (pattern) => waitFor('out', pattern),
    errLine: (pattern) => waitFor('err', pattern),
    exited,
  };
}
