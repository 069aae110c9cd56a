import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The MSW tests once more against msw 2 (installed as msw-v2): the adapter supports ^2.10 || ^3.
export default defineProject({
  resolve: {
    alias: [
      { find: /^msw(\/.*)?$/, replacement: 'msw-v2$1' },
      // The mock bundles the verifier's signers (a devDependency): read from its sources, no build first.
      {
        find: /^@card-issuance\/webhook-verifier$/,
        replacement: fileURLToPath(new URL('../webhook-verifier/src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'mock-server-msw2',
    root: import.meta.dirname,
    include: ['test/msw.test.ts'],
    server: { deps: { inline: [/msw/] } },
  },
});
