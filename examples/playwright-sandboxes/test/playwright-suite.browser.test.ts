import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Runs this example's Playwright suite as a user would (`playwright test`): three workers against one CLI
// mock that the global setup starts and stops, each worker in its own sandbox.
const root = join(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Report {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: Array<{
    specs: Array<{
      tests: Array<{ results: Array<{ workerIndex: number; stdout: Array<{ text?: string }> }> }>;
    }>;
  }>;
}

describe('the Playwright example', () => {
  it('passes with several workers, each in a sandbox of its own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'playwright-sandboxes-'));
    const output = join(dir, 'report.json');
    try {
      const cli = join(root, 'node_modules/@playwright/test/cli.js');
      const child = spawn(process.execPath, [cli, 'test'], {
        cwd: root,
        env: {
          ...process.env,
          APP_PORT: String(await freePort()),
          PLAYWRIGHT_JSON: output,
          CARD_ISSUANCE_MOCK_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let log = '';
      child.stdout.on('data', (chunk: Buffer) => (log += chunk));
      child.stderr.on('data', (chunk: Buffer) => (log += chunk));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code, log).toBe(0);
      const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
      expect(report.stats).toMatchObject({ expected: 7, unexpected: 0, flaky: 0 });
      const results = report.suites.flatMap((s) =>
        s.specs.flatMap((spec) => spec.tests.flatMap((t) => t.results)),
      );
      const sandboxByWorker = new Map<number, Set<string>>();
      for (const result of results) {
        const text = result.stdout.map((s) => s.text ?? '').join('');
        const id = /sandbox (sbx_\w+)/.exec(text)?.[1] ?? '';
        sandboxByWorker.set(
          result.workerIndex,
          (sandboxByWorker.get(result.workerIndex) ?? new Set()).add(id),
        );
      }
      // More than one worker ran, each kept one sandbox, and no two workers shared one.
      expect(sandboxByWorker.size).toBeGreaterThan(1);
      const ids = [...sandboxByWorker.values()].map((set) => [...set]);
      for (const set of ids) expect(set).toHaveLength(1);
      expect(new Set(ids.flat()).size).toBe(ids.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
