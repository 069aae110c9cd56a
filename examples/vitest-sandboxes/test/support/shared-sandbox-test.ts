import { createMock } from '@card-issuance/mock-server';
import { createSandbox, type MockSandbox } from '@card-issuance/mock-server/client';
import { test as base } from 'vitest';

// What the suite would be without a sandbox per test: `@card-issuance/mock-server/vitest` with its
// `sandbox` fixture replaced by one sandbox every test of the file shares. Only
// vitest.shared-sandbox.config.ts resolves the package's name here, for test/shared-sandbox.process.test.ts,
// which expects parallel-clocks.test.ts to fail with it.

export { expect } from 'vitest';

let shared: Promise<MockSandbox> | undefined;
function sharedSandbox(): Promise<MockSandbox> {
  if (!shared) {
    const mock = createMock();
    const fetch: typeof globalThis.fetch = (input, init) => mock.fetch(input, init);
    shared = createSandbox({ url: mock.config().controlUrl, fetch, name: 'shared' });
    return shared;
  }
  return shared;
}

/** Vitest's `test` whose `sandbox` is the same one for every test of the file. */
export const test = base.extend<{ sandbox: MockSandbox }>({
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads the fixtures a fixture needs from this pattern
  sandbox: async ({}, use) => {
    await use(await sharedSandbox());
  },
});
