import { test as base } from 'vitest';
import { createMock, type Mock } from '../app';
import { createSandbox, MOCK_URL_ENV, type MockSandbox, mockControlUrl } from '../client';

/** Where this worker's sandboxes are made: one in-process mock per worker, or the mock the env names. */
let inProcess: Mock | undefined;
function target(): { url: string; fetch?: typeof globalThis.fetch; token?: string } {
  const named = process.env[MOCK_URL_ENV];
  if (named) {
    const token = process.env.CARD_ISSUANCE_MOCK_CONTROL_TOKEN;
    return { url: mockControlUrl(named), ...(token ? { token } : {}) };
  }
  inProcess ??= createMock();
  const mock = inProcess;
  return { url: mock.config().controlUrl, fetch: (input, init) => mock.fetch(input, init) };
}

/** The fixtures `test` gives each test. */
export interface SandboxFixtures {
  /** A fresh sandbox of its own: credentials, records, clock, webhooks; removed after the test. */
  sandbox: MockSandbox;
}

/**
 * Vitest's `test` with a `sandbox` fixture: each test gets a fresh sandbox, in one in-process mock per
 * worker by default, or on the running mock `CARD_ISSUANCE_MOCK_URL` names (with
 * `CARD_ISSUANCE_MOCK_CONTROL_TOKEN` when it has one). Tests in parallel advance their own clocks.
 *
 * @example
 * import { test, expect } from '@card-issuance/mock-server/vitest';
 * import { createStyleBClient } from '@card-issuance/sdk-style-b';
 *
 * test('a card is issued', async ({ sandbox }) => {
 *   const { styleB } = sandbox.clients({ createStyleBClient });
 *   await sandbox.control.clock.advance({ ms: 2_000 });
 * });
 */
export const test = base.extend<SandboxFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads the fixtures a fixture needs from this pattern
  sandbox: async ({}, use) => {
    const sandbox = await createSandbox({ ...target(), name: 'vitest' });
    await use(sandbox);
    // Best effort: an expired or already removed sandbox is gone all the same.
    await sandbox.delete().catch(() => {});
  },
});
