import { test as base } from '@playwright/test';
import { createSandbox, MOCK_URL_ENV, type MockSandbox, mockControlUrl } from '../client';
import { startCliMock } from './start-cli-mock';

/** What the page under test finds on `window`: the sandbox's `GET /_mock/config` object and its id. */
export const PAGE_GLOBAL = '__CARD_ISSUANCE_SANDBOX__';

/** The fixtures `test` gives. */
export interface SandboxTestFixtures {
  /** This worker's sandbox; its config is on the page as `window.__CARD_ISSUANCE_SANDBOX__`. */
  sandbox: MockSandbox;
}

/** The worker-scoped fixture behind `sandbox`. */
export interface SandboxWorkerFixtures {
  workerSandbox: MockSandbox;
}

function controlUrl(): string {
  const named = process.env[MOCK_URL_ENV];
  if (!named) {
    throw new Error(
      `${MOCK_URL_ENV} is not set: export globalSetup from '@card-issuance/mock-server/playwright' in your Playwright global setup file, or start a mock and set it`,
    );
  }
  return mockControlUrl(named);
}

/**
 * Playwright's `test` with a `sandbox` fixture: each worker gets its own sandbox on the one mock the
 * global setup started (or the one `CARD_ISSUANCE_MOCK_URL` names), removed when the worker ends, and
 * every page of its tests finds that sandbox's config as `window.__CARD_ISSUANCE_SANDBOX__` before
 * its scripts run.
 *
 * @example
 * import { expect, test } from '@card-issuance/mock-server/playwright';
 *
 * test('signs in', async ({ page, sandbox }) => {
 *   await page.goto('/');
 *   await sandbox.control.clock.advance({ ms: 2_000 });
 * });
 */
export const test = base.extend<SandboxTestFixtures, SandboxWorkerFixtures>({
  workerSandbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      const token = process.env.CARD_ISSUANCE_MOCK_CONTROL_TOKEN;
      const sandbox = await createSandbox({
        url: controlUrl(),
        name: `playwright worker ${workerInfo.workerIndex}`,
        ...(token ? { token } : {}),
      });
      await use(sandbox);
      await sandbox.delete().catch(() => {});
    },
    { scope: 'worker' },
  ],
  sandbox: async ({ workerSandbox, context }, use) => {
    await context.addInitScript(
      ([name, config]) => {
        Object.defineProperty(window, name, { value: config, configurable: false });
      },
      [PAGE_GLOBAL, workerSandbox.config] as const,
    );
    await use(workerSandbox);
  },
});

/**
 * A Playwright global setup that starts one CLI mock on a free port for the whole run and names it in
 * `CARD_ISSUANCE_MOCK_URL` for the workers; the function it returns stops it (Playwright calls it as the
 * global teardown). A mock already named by the variable is used as it is.
 *
 * @example
 * // global-setup.ts, named by `globalSetup: './global-setup.ts'` in playwright.config.ts
 * export { globalSetup as default } from '@card-issuance/mock-server/playwright';
 */
export async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env[MOCK_URL_ENV]) return async () => {};
  const mock = await startCliMock();
  process.env[MOCK_URL_ENV] = mock.origin;
  return () => mock.stop();
}
