import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../vitest.sources.ts';

export default defineProject({
  // The mock bundles the verifier (a devDependency): its imports resolve through tsconfig.json's `paths` to
  // the verifier's sources, as in the builds, so no build comes first. The SDKs the drift check (`conform`)
  // drives resolve to their sources through the same `paths` (they are not devDependencies: the SDKs'
  // tests depend on the mock, so declaring them would make the builds a cycle).
  resolve: { tsconfigPaths: true, alias: workspaceSources(import.meta.url) },
  test: {
    name: 'mock-server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
