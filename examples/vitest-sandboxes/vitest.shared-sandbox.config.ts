import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../vitest.sources.ts';

// parallel-clocks.test.ts with one sandbox shared by all its tests (test/support/shared-sandbox-test.ts in
// place of `@card-issuance/mock-server/vitest`): run by test/shared-sandbox.process.test.ts, which
// expects it to fail. The suite's own config is vitest.config.ts.

export default defineProject({
  resolve: {
    alias: [
      {
        find: /^@card-issuance\/mock-server\/vitest$/,
        replacement: `${import.meta.dirname}/test/support/shared-sandbox-test.ts`,
      },
      ...workspaceSources(import.meta.url),
    ],
  },
  test: {
    name: 'example-vitest-sandboxes-shared',
    root: import.meta.dirname,
    include: ['test/parallel-clocks.test.ts'],
    environment: 'node',
  },
});
