import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // The mock bundles the verifier's signers (a devDependency): read from its sources, no build first.
  resolve: {
    alias: [
      {
        find: /^@card-issuance\/webhook-verifier$/,
        replacement: fileURLToPath(new URL('../webhook-verifier/src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'mock-server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
