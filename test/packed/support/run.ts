import { spawn } from 'node:child_process';

/** What a finished command printed. */
export interface RunResult {
  stdout: string;
  stderr: string;
}

/**
 * Runs a command to completion; rejects with its exit code and output when it fails, so a failing npm or
 * pnpm step says why in the test report.
 *
 * @example
 * const { stdout } = await run('npm', ['--version'], { cwd: project, env });
 */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: options.timeoutMs ?? 180_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve({ stdout, stderr });
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} (in ${options.cwd}) failed: ${signal ?? `exit ${code}`}\n${stderr}${stdout}`,
          ),
        );
    });
  });
}

/**
 * Runs a Node script and parses the one JSON line it prints last.
 *
 * @example
 * const names = await runJson<Record<string, string[]>>(node, ['import-entries.mjs', 'ky'], { cwd, env });
 */
export async function runJson<T>(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<T> {
  const { stdout } = await run(command, args, { ...options, timeoutMs: 60_000 });
  const last = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(last) as T;
}
