import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'example-vitest-sandboxes',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
