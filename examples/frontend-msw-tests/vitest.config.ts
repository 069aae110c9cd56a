import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'example-frontend-msw-tests',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
