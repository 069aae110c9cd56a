import { defineProject } from 'vitest/config';

// The READMEs' first commands as a newcomer runs them: on a fresh clone of HEAD, before anything is built.
// `pnpm test` runs this project first, as its own gate, then the rest without it.
export default defineProject({
  test: {
    name: 'fresh-clone',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
