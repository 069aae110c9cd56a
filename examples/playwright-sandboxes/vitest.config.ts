import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'example-playwright-sandboxes',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    // One Playwright run at a time: each drives three Chromium workers.
    fileParallelism: false,
  },
});
