import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { MockConfig } from '@card-issuance/mock-server';
import { contractFetch, contractTarget } from '@card-issuance/test-support/contract';

type Fetch = (input: string | Request, init?: RequestInit) => Promise<Response>;

/** Where a real-HTTP suite sends its traffic, and with which fetch. */
export interface HttpTarget {
  config: MockConfig;
  fetch: Fetch;
  close(): Promise<void>;
}

/** The mock's built CLI (its `bin`), found through the package name. */
const CLI = join(
  dirname(createRequire(import.meta.url).resolve('@card-issuance/mock-server/package.json')),
  'dist/cli.js',
);

/**
 * In the contract project, the mock behind Prism (`inject('contract')`, every answer checked by
 * `contractFetch`); otherwise the built CLI (`card-issuance-mock --port 0 --json`), as users start it.
 *
 * @example
 * const target = await httpTarget();
 * const client = createStyleAClient({ baseUrl: target.config.styleA.baseUrl, fetch: target.fetch, ... });
 */
export async function httpTarget(): Promise<HttpTarget> {
  const contract = contractTarget();
  if (contract) return { config: contract, fetch: contractFetch, close: async () => {} };
  const child: ChildProcess = spawn(process.execPath, [CLI, '--port', '0', '--json'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (!child.stdout) throw new Error('the mock CLI has no stdout');
  // The first stdout line is the JSON config; a CLI that exits first fails the suite at once, saying so.
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(
      `the mock CLI exited with ${code} before printing its config (is packages/mock-server built?)`,
    );
  });
  const [line] = (await Promise.race([once(createInterface({ input: child.stdout }), 'line'), exited])) as [
    string,
  ];
  return {
    config: JSON.parse(line) as MockConfig,
    fetch: (input, init) => fetch(input, init),
    close: async () => {
      child.kill();
    },
  };
}
