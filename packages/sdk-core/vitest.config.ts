import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sdk-core',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
