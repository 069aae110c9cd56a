import { defineProject } from 'vitest/config';

// The READMEs' facts: links and paths that exist, size figures that are the size-limit bounds.
export default defineProject({
  test: {
    name: 'docs',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
  },
});
