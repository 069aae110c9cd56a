import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// parallel-clocks.test.ts proves isolation only if it fails without it: run it in its own Vitest with
// one sandbox shared by its tests (vitest.shared-sandbox.config.ts) and expect the observer to see the
// other test's week.
const root = join(import.meta.dirname, '..');

interface JsonReport {
  numFailedTests: number;
  testResults: Array<{
    assertionResults: Array<{ title: string; status: string; failureMessages: string[] }>;
  }>;
}

/** Runs parallel-clocks.test.ts with the given config in a Vitest of its own; its JSON report. */
async function runClocks(config: string): Promise<{ code: number | null; report: JsonReport; log: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'vitest-sandboxes-'));
  const output = join(dir, 'report.json');
  // Not this run's own Vitest variables (worker ids, pool): the child is a Vitest of its own.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
  try {
    const vitest = join(root, 'node_modules/vitest/vitest.mjs');
    const args = [vitest, 'run', '--config', config, '--reporter=json', `--outputFile=${output}`];
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...env, CARD_ISSUANCE_MOCK_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { code, report: JSON.parse(readFileSync(output, 'utf8')) as JsonReport, log };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('parallel-clocks.test.ts', () => {
  it('fails when its tests share one sandbox: the observer sees the week the other test walked', async () => {
    const { code, report, log } = await runClocks('vitest.shared-sandbox.config.ts');
    expect(code, log).not.toBe(0);
    const results = report.testResults.flatMap((file) => file.assertionResults);
    const observer = results.find((result) => result.title.startsWith('a frozen clock keeps KYC pending'));
    expect(observer?.status, log).toBe('failed');
    // "expected <its clock now> to be <its clock before>": moved by the week the other test advanced.
    const [message] = observer?.failureMessages ?? [];
    const [received, expected] = [...(message ?? '').matchAll(/\b(\d{13})\b/g)].map((m) => Number(m[1]));
    expect((received ?? 0) - (expected ?? 0), message).toBeGreaterThanOrEqual(7 * 86_400_000);
  }, 120_000);
});
