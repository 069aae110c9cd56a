import { defineConfig } from 'tsup';
import { BUNDLED_TYPES, PRIVATE_WORKSPACE_PACKAGES, packageBuild } from '../../tsup.base';

// The private core and contracts are bundled, their types included, so the package stays self-contained.
export default defineConfig(
  packageBuild(
    { index: 'src/index.ts' },
    { noExternal: PRIVATE_WORKSPACE_PACKAGES, dts: { resolve: BUNDLED_TYPES } },
  ),
);
