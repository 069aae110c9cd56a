import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'example-vite-card-manager',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
