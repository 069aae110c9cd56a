import { defineConfig } from 'vitest/config';

// One vitest project per package and per example (each one's own vitest.config.ts), plus the spec quality
// gates.
export default defineConfig({
  test: {
    projects: [
      'specs/vitest.config.ts',
      'packages/*/vitest.config.ts',
      'packages/*/vitest.*.config.ts',
      'examples/*/vitest.config.ts',
      'test/*/vitest.config.ts',
      'bench/vitest.config.ts',
    ],
  },
});
