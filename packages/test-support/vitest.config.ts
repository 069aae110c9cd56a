import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../vitest.sources.ts';

// The support's own tests (the coverage check, the Prism harness), against the sources of the packages it
// stands on, like the suites that use it.
export default defineProject({
  resolve: { alias: workspaceSources(import.meta.url) },
  test: {
    name: 'test-support',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
  },
});
