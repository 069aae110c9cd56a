import { defineProject } from 'vitest/config';

// The publishable packages as users install them: packed, installed with npm outside the workspace, and
// run under Node 24 (see packed-packages.test.ts).
export default defineProject({
  test: {
    name: 'packed-packages',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    // Packing and two npm installs happen once, in beforeAll.
    hookTimeout: 240_000,
    testTimeout: 60_000,
  },
});
