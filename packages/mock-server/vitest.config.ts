import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../vitest.sources.ts';

export default defineProject({
  // The mock bundles the verifier (a devDependency): its imports resolve through tsconfig.json's `paths` to
  // the verifier's sources, as in the builds, so no build comes first. The SDKs the drift check (`conform`)
  // drives resolve to their sources too, and so do the imports inside them (the aliases).
  resolve: { tsconfigPaths: true, alias: workspaceSources(import.meta.url) },
  test: {
    name: 'mock-server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
