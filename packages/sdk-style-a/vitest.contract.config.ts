import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../vitest.sources.ts';

// The real-HTTP, in-process and webhook suites once more (the same files), through `prism proxy --errors`
// for Style A's spec and the control API's (specs/DECISIONS.md G-43): any request or response that breaks
// a spec fails the run. The in-process suites' `frozenMock()` puts their mock behind Prism here
// (@card-issuance/test-support/contract).
// Every file of this project runs behind Prism (spawned): the whole project is the process tier
// (vitest.tiers.ts), `sdk-style-a-contract:process`.
export const tier = 'process';

export default defineProject({
  // The mock and the verifier from their sources, as in vitest.config.ts.
  resolve: { alias: workspaceSources(import.meta.url) },
  test: {
    name: 'sdk-style-a-contract',
    root: import.meta.dirname,
    include: ['test/cli-http.process.test.ts', 'test/in-process.test.ts', 'test/webhooks.test.ts'],
    globalSetup: ['test/support/contract-setup.ts'],
    setupFiles: ['@card-issuance/test-support/contract/no-violations'],
  },
});
