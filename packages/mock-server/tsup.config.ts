import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

export default defineConfig(
  packageBuild({ index: 'src/index.ts', node: 'src/node/index.ts', cli: 'src/cli/main.ts' }),
);
