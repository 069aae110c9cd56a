import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

export default defineConfig(
  packageBuild(
    {
      index: 'src/index.ts',
      node: 'src/node/index.ts',
      msw: 'src/msw/index.ts',
      testing: 'src/testing/index.ts',
      cli: 'src/cli/main.ts',
    },
    // msw is an optional peer: users who import ./msw bring their own (2.10+ or 3).
    { external: ['msw'] },
  ),
);
