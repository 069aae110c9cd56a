import { defineConfig, type Options } from 'tsup';
import { BUNDLED_TYPES, PRIVATE_WORKSPACE_PACKAGES, packageBuild } from '../../tsup.base';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

// `cards.revealPaymentDetails` imports the reveal entry on first use: keep that import pointing at the
// built entry of the same format (reveal.js or reveal.cjs) instead of bundling a second copy.
const lazyReveal = (file: string): Plugin => ({
  name: 'lazy-reveal',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/reveal\.js$/ }, () => ({ path: `./${file}`, external: true }));
  },
});

// The private core and contracts are bundled, their types included, so the package stays self-contained.
const shared = { noExternal: PRIVATE_WORKSPACE_PACKAGES, dts: { resolve: BUNDLED_TYPES } };
const entries = { index: 'src/index.ts', reveal: 'src/reveal.ts' };
export default defineConfig([
  packageBuild(entries, { ...shared, format: ['esm'], esbuildPlugins: [lazyReveal('reveal.js')] }),
  packageBuild(entries, {
    ...shared,
    format: ['cjs'],
    clean: false,
    esbuildPlugins: [lazyReveal('reveal.cjs')],
  }),
]);
