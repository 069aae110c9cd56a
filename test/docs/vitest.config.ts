import { defineProject } from 'vitest/config';

// The READMEs' facts (links and paths that exist, size figures that are the size-limit bounds), and the
// sources' shape (no function over 120 lines).
export default defineProject({
  test: {
    name: 'docs',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
  },
});
