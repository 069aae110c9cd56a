import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../vitest.sources.ts';

// The workspace packages by name, resolved to their sources: the suite runs with no build first.

export default defineProject({
  resolve: { alias: workspaceSources(import.meta.url) },
  test: {
    name: 'example-style-a-card-reveal',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    // The widget server resolves the SDK's browser entry with import.meta.resolve, which the aliases above
    // do not reach: Node's own hooks map it to its source, as for `pnpm start`.
    execArgv: ['--import', `${import.meta.dirname}/../run-from-sources.ts`],
  },
});
