import { join } from 'node:path';
import { runtimeSmokeSuite } from '@card-issuance/test-support/runtimes';

// The built Style A client on every runtime the SDK promises (Node 22 and 24, Deno, Bun): runtimes/smoke.mjs
// imports the dist and calls the built mock CLI over HTTP. Chromium runs the widget entry
// (widget.browser.test.ts).
runtimeSmokeSuite({
  script: join(import.meta.dirname, 'runtimes/smoke.mjs'),
  built: [join(import.meta.dirname, '../dist/index.js')],
  expected: { sdk: 'style-a', missing: 'NOT_FOUND', forged: 'SignatureMismatchError' },
});
