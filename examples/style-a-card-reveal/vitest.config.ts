import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'example-style-a-card-reveal',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
  },
});
