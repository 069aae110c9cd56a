import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../vitest.sources.ts';

// The MSW suite once more against msw 2 (installed as msw-v2): the mock's adapter supports ^2.10 || ^3.
export default defineProject({
  // The mock and the verifier from their sources, as in vitest.config.ts.
  resolve: {
    alias: [{ find: /^msw(\/.*)?$/, replacement: 'msw-v2$1' }, ...workspaceSources(import.meta.url)],
  },
  test: {
    name: 'sdk-style-b-msw2',
    root: import.meta.dirname,
    include: ['test/msw.test.ts'],
    server: { deps: { inline: [/msw/] } },
  },
});
