import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';
import { writeDocsAssets } from './src/docs/write-docs-assets';

export default defineConfig(
  packageBuild(
    {
      index: 'src/index.ts',
      node: 'src/node/index.ts',
      msw: 'src/msw/index.ts',
      testing: 'src/testing/index.ts',
      cli: 'src/cli/main.ts',
    },
    {
      // msw is an optional peer: users who import ./msw bring their own (2.10+ or 3).
      external: ['msw'],
      // import.meta.url in the CJS build too: the docs assets are found beside the running entry.
      shims: true,
      // /_mock/docs serves Scalar's bundle and the specs from dist/docs/, so users build nothing.
      onSuccess: async () => writeDocsAssets(fileURLToPath(new URL('./dist/docs', import.meta.url))),
    },
  ),
);
