import { defineProject } from 'vitest/config';

export default defineProject({
  // The mock bundles the verifier (a devDependency): its imports resolve through tsconfig.json's `paths` to
  // the verifier's sources, as in the builds, so no build comes first.
  resolve: { tsconfigPaths: true },
  test: {
    name: 'mock-server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
