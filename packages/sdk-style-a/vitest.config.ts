import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sdk-style-a',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
