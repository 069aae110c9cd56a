import { defineProject } from 'vitest/config';

// The publishable packages as users install them: versioned with changesets, published to a local
// registry, installed from it with npm outside the workspace and run under Node 24 (the release
// rehearsal, packed-packages.process.test.ts), and `pnpm release:local` (release-local.process.test.ts) with what it
// rebuilds first (stale-packages.test.ts).
export default defineProject({
  test: {
    name: 'packed-packages',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    // Versioning, publishing and the npm installs happen once, in beforeAll.
    hookTimeout: 240_000,
    testTimeout: 60_000,
  },
});
