import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'webhook-verifier',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
