import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    benchmark: { include: ['**/*.bench.ts'] },
  },
});
