import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { BUNDLED_DTS, packageBuild, separateEntries } from '../../tsup.base';
import { writeDocsAssets } from './src/docs/write-docs-assets';

/** The runtime dependencies the CLI carries inside its one file (see the CLI build below). */
const CLI_BUNDLED = ['zod', 'jose', 'hono', '@hono/node-server', /^hono\//, /^zod\//];

/**
 * The CLI's files: the command, the drift check it loads on use, and the error class both throw (one
 * class, so that `instanceof CliError` holds for the drift check's errors too).
 */
const CLI_ENTRIES = {
  cli: 'src/cli/main.ts',
  'cli-conform': 'src/cli/commands/conform-command.ts',
  'cli-error': 'src/cli/commands/cli-error.ts',
};

export default defineConfig([
  packageBuild(
    {
      index: 'src/index.ts',
      node: 'src/node/index.ts',
      msw: 'src/msw/index.ts',
      testing: 'src/testing/index.ts',
      client: 'src/client/index.ts',
      vitest: 'src/vitest/index.ts',
      playwright: 'src/playwright/index.ts',
    },
    {
      // msw is an optional peer: users who import ./msw bring their own (2.10+ or 3).
      external: ['msw', 'vitest', '@playwright/test'],
      // The control client's types come from the private contracts package: inlined, never imported.
      dts: BUNDLED_DTS,
      // import.meta.url in the CJS build too: the docs assets are found beside the running entry.
      shims: true,
      // /_mock/docs serves Scalar's bundle and the specs from dist/docs/, so users build nothing.
      onSuccess: async () => writeDocsAssets(fileURLToPath(new URL('./dist/docs', import.meta.url))),
    },
  ),
  // The CLI is one ESM file with its dependencies bundled: resolving and compiling zod's, jose's and
  // hono's hundred-odd modules one by one was a third of start to first 200 (issue 15, DECISIONS G-50).
  // `conform` is a file of its own beside it: it carries both SDKs and ajv, which the mock's start never
  // loads (`SUBCOMMANDS.conform` imports it on use).
  packageBuild(CLI_ENTRIES, {
    format: ['esm'],
    dts: false,
    clean: false,
    platform: 'node',
    noExternal: CLI_BUNDLED,
    esbuildPlugins: [separateEntries(CLI_ENTRIES)],
  }),
]);
