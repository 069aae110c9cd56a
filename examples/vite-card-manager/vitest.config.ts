import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../vitest.sources.ts';

// The workspace packages by name, resolved to their sources: the suite runs with no build first.

export default defineProject({
  resolve: { alias: workspaceSources(import.meta.url) },
  test: {
    name: 'example-vite-card-manager',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
