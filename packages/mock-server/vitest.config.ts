import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mock-server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
