import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../vitest.sources.ts';

export default defineProject({
  // The verifier (a dependency) by its name, resolved to its sources: the suite needs no build first.
  resolve: { alias: workspaceSources(import.meta.url) },
  test: {
    name: 'sdk-core',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
