import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { cliConfig, ensureBuiltCli, startCli } from './support/cli-process';

// An open, idle dashboard polls the control API; the CLI's request log keeps to the calls a developer
// makes unless started with --log all (G-64). The page's timers run on Chromium's fake clock: ten seconds
// of polling without waiting ten seconds.
let browser: Browser;
let child: ChildProcess | undefined;

beforeAll(async () => {
  ensureBuiltCli();
  browser = await launchChromium();
}, 120_000);

afterEach(() => {
  child?.kill('SIGTERM');
  child = undefined;
});

afterAll(async () => {
  await browser?.close();
});

/** Request lines on stderr: those that name a method and a path. */
const requestLines = (stderr: string) =>
  stderr.split('\n').filter((line) => /\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \//.test(line));

/** Opens the dashboard and its API reference, lets ten seconds of polling pass, and waits for every answer. */
async function idleDashboard(origin: string): Promise<number> {
  const page: Page = await browser.newPage();
  let sent = 0;
  let answered = 0;
  page.on('request', () => {
    sent += 1;
  });
  page.on('requestfinished', () => {
    answered += 1;
  });
  page.on('requestfailed', () => {
    answered += 1;
  });
  try {
    await page.clock.install();
    await page.goto(`${origin}/_mock/dashboard`);
    await page.clock.runFor(10_000);
    await expect.poll(() => sent > 0 && answered === sent).toBe(true);
    const polls = sent;
    await page.goto(`${origin}/_mock/docs`);
    await expect.poll(() => answered === sent).toBe(true);
    return polls;
  } finally {
    await page.close();
  }
}

async function startMock(args: string[]) {
  const started = await startCli(['--port', '0', '--json', ...args]);
  child = started.process;
  const config = cliConfig(started.line);
  return { ...started, config };
}

describe('the CLI request log with the dashboard open', () => {
  it('by default: no line for the idle dashboard nor the reference, the developer’s own calls logged', async () => {
    const { config, stderr } = await startMock([]);
    const origin = config.controlUrl.replace(/\/_mock$/, '');
    expect(await idleDashboard(origin)).toBeGreaterThan(4);
    // A call of the developer's after the page's traffic: its line comes after any line the page caused.
    await fetch(`${config.styleB.baseUrl}/v1/oauth/authorize?clientId=${config.styleB.clientId}`);
    await fetch(`${config.controlUrl}/state`);
    await expect.poll(() => stderr()).toContain('GET /_mock/state 200');
    expect(requestLines(stderr())).toEqual([
      expect.stringMatching(/ GET \/style-b\/v1\/oauth\/authorize 200 \d+ms$/),
      expect.stringMatching(/ GET \/_mock\/state 200 \d+ms$/),
    ]);
  }, 90_000);

  it('--log all: the page’s requests too, marked with the page, as JSON lines with --log-format json', async () => {
    const { config, stderr } = await startMock(['--log', 'all', '--log-format', 'json']);
    const origin = config.controlUrl.replace(/\/_mock$/, '');
    await idleDashboard(origin);
    await fetch(`${config.controlUrl}/state`);
    await expect.poll(() => stderr()).toMatch(/"path":"\/_mock\/state","status":200,"ms":\d+}\n/);
    const lines = stderr()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { path: string; ui?: string });
    expect(lines.filter((line) => line.ui === 'dashboard' && line.path === '/_mock/dashboard')).toHaveLength(
      1,
    );
    expect(
      lines.filter((line) => line.ui === 'dashboard' && line.path !== '/_mock/dashboard').length,
    ).toBeGreaterThan(4);
    expect(lines.some((line) => line.ui === 'docs' && line.path === '/_mock/docs')).toBe(true);
    // The page may still poll after the test's own read: the last line of the test's own is that read.
    expect(lines.filter((line) => line.ui === undefined).at(-1)).toEqual({
      at: expect.any(String),
      method: 'GET',
      path: '/_mock/state',
      status: 200,
      ms: expect.any(Number),
    });
  }, 90_000);
});
