import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The mock's sources read the verifier's sources (its tsconfig.json's `paths`), as its own tests do.
  resolve: { tsconfigPaths: true },
  test: {
    name: 'bench',
    root: import.meta.dirname,
    benchmark: { include: ['**/*.bench.ts'] },
  },
});
