import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'example-webhook-receiver',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
  },
});
