import { defineProject } from 'vitest/config';

// The MSW tests once more against msw 2 (installed as msw-v2): the adapter supports ^2.10 || ^3.
export default defineProject({
  resolve: {
    alias: [{ find: /^msw(\/.*)?$/, replacement: 'msw-v2$1' }],
    // The verifier from its sources, through tsconfig.json's `paths` (see vitest.config.ts).
    tsconfigPaths: true,
  },
  test: {
    name: 'mock-server-msw2',
    root: import.meta.dirname,
    include: ['test/msw.test.ts'],
    server: { deps: { inline: [/msw/] } },
  },
});
