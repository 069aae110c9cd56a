import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CliConfig } from '../../src/cli/banner';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The built CLI, `dist/cli.js`. */
export const CLI = `${root}dist/cli.js`;

/** The newest modification time under `dir`. */
function newest(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const path = `${dir}/${entry.name}`;
    return Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);
}

/**
 * Builds the package when `dist/cli.js` is missing or older than `src/`: the root test command builds
 * first, and a lone `vitest` run rebuilds here so a test never runs stale code.
 *
 * @example
 * beforeAll(ensureBuiltCli, 120_000);
 */
export function ensureBuiltCli(): void {
  if (!existsSync(CLI) || statSync(CLI).mtimeMs < newest(`${root}src`)) {
    execFileSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  }
}

/** A CLI process started by {@link startCli}. */
export interface StartedCli {
  process: ChildProcess;
  /** The first line it printed on stdout (the JSON line with `--json`). */
  line: string;
  /** Everything it logged on stderr so far. */
  stderr(): string;
}

/**
 * Starts the built CLI and resolves with its first stdout line; stop it with `process.kill()`.
 *
 * @example
 * const cli = await startCli(['--port', '0', '--json']);
 * const config = cliConfig(cli.line);
 */
export function startCli(args: string[]): Promise<StartedCli> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    proc.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    proc.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const newline = out.indexOf('\n');
      if (newline >= 0) resolve({ process: proc, line: out.slice(0, newline), stderr: () => err });
    });
    proc.once('exit', (code) => reject(new Error(`CLI exited with ${code}: ${err}`)));
  });
}

/**
 * The config line the CLI prints with `--json`, typed as the CLI writes it.
 *
 * @example
 * const config = cliConfig((await startCli(['--port', '0', '--json'])).line);
 */
export function cliConfig(line: string): CliConfig {
  return JSON.parse(line) as CliConfig;
}
