import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/** A CLI mock this process started: its address and how to stop it. */
export interface StartedCliMock {
  /** `http://127.0.0.1:<port>`: what `CARD_ISSUANCE_MOCK_URL` names. */
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the package's own `card-issuance-mock` on a free loopback port, as a child process, and
 * resolves once it printed its `--json` line. Its requests are not logged (`--log-format json` to stderr
 * is dropped); a start that fails rejects with the CLI's own message.
 *
 * @example
 * const mock = await startCliMock(['--seed', 'e2e']);
 * process.env.CARD_ISSUANCE_MOCK_URL = mock.origin;
 */
export async function startCliMock(args: readonly string[] = []): Promise<StartedCliMock> {
  // The CLI is built beside this entry (dist/cli.js).
  const cli = fileURLToPath(new URL('./cli.js', import.meta.url));
  const child = spawn(process.execPath, [cli, '--port', '0', '--json', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    if (stderr.length < 4_000) stderr += chunk;
  });
  let stdout = '';
  child.stdout.setEncoding('utf8');
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
      const end = stdout.indexOf('\n');
      if (end !== -1) resolve(stdout.slice(0, end));
    });
    child.once('exit', (code) =>
      reject(new Error(`card-issuance-mock exited with ${code}: ${stderr.trim()}`)),
    );
    child.once('error', reject);
  });
  const { controlUrl } = JSON.parse(line) as { controlUrl: string };
  return {
    origin: new URL(controlUrl).origin,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
