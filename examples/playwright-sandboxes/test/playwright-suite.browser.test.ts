import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPlaywright } from './support/run-playwright.ts';

// Runs this example's Playwright suite as a user would (`playwright test`): three workers against one CLI
// mock that the global setup starts and stops, each worker in its own sandbox, the app on a free port.

// The README's count of workers ("Three Playwright workers run ..."), checked against the run.
const WORDS = ['one', 'two', 'three', 'four', 'five', 'six'];
const README = readFileSync(join(import.meta.dirname, '../README.md'), 'utf8');
const readmeWorkers = WORDS.indexOf(/(\w+) Playwright workers/.exec(README)?.[1]?.toLowerCase() ?? '') + 1;

describe('the Playwright example', () => {
  it('passes with several workers, each in a sandbox of its own', async () => {
    const { code, workers, stats, results, log } = await runPlaywright([], {});
    expect(code, log).toBe(0);
    expect(workers).toBe(readmeWorkers);
    expect(stats).toMatchObject({ expected: 9, unexpected: 0, flaky: 0 });
    const sandboxByWorker = new Map<number, Set<string>>();
    for (const result of results) {
      const text = result.stdout.map((s) => s.text ?? '').join('');
      const id = /sandbox (sbx_\w+)/.exec(text)?.[1] ?? '';
      sandboxByWorker.set(result.workerIndex, (sandboxByWorker.get(result.workerIndex) ?? new Set()).add(id));
    }
    // More than one worker ran, each kept one sandbox, and no two workers shared one.
    expect(sandboxByWorker.size).toBeGreaterThan(1);
    expect(sandboxByWorker.size).toBeLessThanOrEqual(readmeWorkers);
    const ids = [...sandboxByWorker.values()].map((set) => [...set]);
    for (const set of ids) expect(set).toHaveLength(1);
    expect(new Set(ids.flat()).size).toBe(ids.length);
  });
});
