import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

/** One test's result in Playwright's JSON report. */
export interface PlaywrightResult {
  title: string;
  status: string;
  workerIndex: number;
  stdout: Array<{ text?: string }>;
  errors: Array<{ message?: string }>;
}

/** A `playwright test` run of this example: its exit code, its tests' results and its output. */
export interface PlaywrightRun {
  code: number | null;
  /** The run's worker count, as the config set it. */
  workers: number;
  stats: { expected: number; unexpected: number; flaky: number };
  results: PlaywrightResult[];
  log: string;
}

interface Report {
  config: { workers: number };
  stats: PlaywrightRun['stats'];
  suites: Array<{
    specs: Array<{ title: string; tests: Array<{ results: Omit<PlaywrightResult, 'title'>[] }> }>;
  }>;
}

/**
 * Runs `playwright test [args]` in this example as a user would (its config, its global setup), with the
 * JSON reporter, in a process of its own.
 *
 * @example
 * const run = await runPlaywright(['e2e/isolated-clocks.spec.ts'], { CARD_ISSUANCE_MOCK_URL: origin });
 */
export async function runPlaywright(args: string[], env: Record<string, string>): Promise<PlaywrightRun> {
  const dir = mkdtempSync(join(tmpdir(), 'playwright-sandboxes-'));
  const output = join(dir, 'report.json');
  try {
    const cli = join(root, 'node_modules/@playwright/test/cli.js');
    const child = spawn(process.execPath, [cli, 'test', ...args], {
      cwd: root,
      env: { ...process.env, CARD_ISSUANCE_MOCK_URL: '', ...env, PLAYWRIGHT_JSON: output },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    const results = report.suites.flatMap((suite) =>
      suite.specs.flatMap((spec) =>
        spec.tests.flatMap((test) => test.results.map((result) => ({ ...result, title: spec.title }))),
      ),
    );
    return { code, workers: report.config.workers, stats: report.stats, results, log };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
