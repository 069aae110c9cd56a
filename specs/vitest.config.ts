import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'specs',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
  },
});
