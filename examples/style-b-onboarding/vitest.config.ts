import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'example-style-b-onboarding',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
  },
});
