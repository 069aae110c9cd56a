import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** The repository root. */
export const ROOT = join(import.meta.dirname, '..', '..', '..');

/**
 * A newcomer's environment: the machine's Node and npm only. The workspace's own settings (`npm_*`,
 * `pnpm_*`, `NODE_OPTIONS`) and every `node_modules` directory on PATH (the workspace's Node 24 and its
 * binaries) are removed, so nothing the test command installed helps the clone.
 *
 * @example
 * spawn('bash', ['-c', command], { cwd: clone, env: newcomerEnv() });
 */
export function newcomerEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm|pnpm)_/i.test(key) && key !== 'NODE_OPTIONS'),
  );
  const path = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .join(delimiter);
  return { ...env, PATH: path };
}

/**
 * Clones the repository's HEAD into a new temporary folder, as `git clone` does for a newcomer: what is
 * committed, nothing built, no `node_modules`. Uncommitted changes are not in it.
 *
 * @example
 * const clone = freshClone();
 * try { ... } finally { rmSync(clone, { recursive: true, force: true }); }
 */
export function freshClone(): string {
  const parent = mkdtempSync(join(tmpdir(), 'fresh-clone-'));
  const clone = join(parent, 'card-issuance-toolkit');
  const result = spawnSync('git', ['clone', '--quiet', ROOT, clone], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git clone failed: ${result.stderr}`);
  return clone;
}

/** Removes a clone made by {@link freshClone}, with its temporary parent folder. */
export function removeClone(clone: string): void {
  rmSync(join(clone, '..'), { recursive: true, force: true });
}

/**
 * The first command of the first fenced `sh` block after a README's `heading` (its first line that is not
 * a comment): the command a newcomer copies first.
 *
 * @example
 * firstCommand(join(clone, 'README.md'), 'Quick start');
 * // 'npx -y pnpm@12.21.0 install --frozen-lockfile && npx -y pnpm@12.21.0 mock'
 */
export function firstCommand(readme: string, heading: string): string {
  const markdown = readFileSync(readme, 'utf8');
  const start = markdown.search(new RegExp(`^#{1,6} ${heading}$`, 'm'));
  if (start === -1) throw new Error(`${readme} has no section "${heading}"`);
  const block = /^```sh\n([\s\S]*?)^```/m.exec(markdown.slice(start))?.[1];
  const command = block
    ?.split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('#'));
  if (command === undefined) throw new Error(`the section "${heading}" of ${readme} has no sh command`);
  return command;
}

/**
 * The commands of a README's first fenced `sh` block, as a newcomer types them one after another: comments
 * (whole lines and trailing ones) and blank lines left out, a line ending in `\` joined with the next.
 *
 * @example
 * firstShBlock(join(clone, 'examples/vitest-sandboxes/README.md'));
 * // ['git clone <repository-url> ...', 'npx -y pnpm@12.21.0 install --frozen-lockfile', 'cd examples/...']
 */
export function firstShBlock(readme: string): string[] {
  const block = /^```sh\n([\s\S]*?)^```/m.exec(readFileSync(readme, 'utf8'))?.[1];
  if (block === undefined) throw new Error(`${readme} has no sh block`);
  return block
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .map((line) => line.replace(/\s+#\s.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** A command started in its own process group, and what it printed so far. */
export interface Started {
  child: ChildProcess;
  output(): string;
  /** Ends the whole group (npx, pnpm, the server) and waits for the shell to exit. */
  stop(): Promise<void>;
}

/**
 * Runs a shell command line in `cwd` with {@link newcomerEnv} (plus `env`), in its own process group, so
 * that `stop()` ends everything it started.
 *
 * @example
 * const started = startShell('npx -y pnpm@12.21.0 mock --port 0', clone);
 * await started.stop();
 */
export function startShell(command: string, cwd: string, env: NodeJS.ProcessEnv = {}): Started {
  const child = spawn('bash', ['-c', command], {
    cwd,
    env: { ...newcomerEnv(), ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    if (output.length < 200_000) output += chunk;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return {
    child,
    output: () => output,
    stop: async () => {
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null)
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // The group has already gone.
        }
      await closed;
    },
  };
}

/**
 * Resolves with the first line of a started command's output that matches `pattern`, and the time it was
 * seen; rejects when the command exits first, with what it printed.
 *
 * @example
 * const { line } = await waitForLine(started, /^\{"controlUrl"/);
 */
export function waitForLine(started: Started, pattern: RegExp): Promise<{ line: string; at: number }> {
  return new Promise((resolve, reject) => {
    const check = () => {
      // Without colours: tools colour their output where `CI` is set (picocolors, chalk), as in CI.
      const line = withoutColours(started.output())
        .split('\n')
        .find((candidate) => pattern.test(candidate));
      if (line === undefined) return;
      stopWatching();
      resolve({ line, at: performance.now() });
    };
    const exited = (code: number | null, signal: string | null) => {
      stopWatching();
      reject(new Error(`exited (${signal ?? `exit ${code}`}) before ${pattern}:\n${started.output()}`));
    };
    const stopWatching = () => {
      started.child.stdout?.off('data', check);
      started.child.stderr?.off('data', check);
      started.child.off('exit', exited);
    };
    started.child.stdout?.on('data', check);
    started.child.stderr?.on('data', check);
    started.child.once('exit', exited);
    check();
  });
}

/**
 * Text without the escapes that colour a terminal's output.
 *
 * @example
 * withoutColours('\u001b[1mLocal\u001b[22m: http://localhost:5173/'); // 'Local: http://localhost:5173/'
 */
export function withoutColours(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a terminal colour
  return text.replace(/\x1b\[[0-9;]*m/g, '');
}
