import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../vitest.sources.ts';

// The mock and the verifier by package name, resolved to their sources: the suite runs with no build of
// theirs first (the real-HTTP suite builds the mock's CLI when it is stale).

export default defineProject({
  resolve: { alias: workspaceSources(import.meta.url) },
  test: {
    name: 'sdk-style-a',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
