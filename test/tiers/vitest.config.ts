import { defineProject } from 'vitest/config';

// The test tiers stay honest: a plain `*.test.ts` (the in-process tier, `pnpm test:unit`) neither drives
// Chromium nor spawns a process, directly or through a helper it imports.
export default defineProject({
  test: {
    name: 'tiers',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
  },
});
