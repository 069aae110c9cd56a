import { msw } from 'msw/vite';
import { defineConfig } from 'vite';
import { workspaceSources } from '../../vitest.sources.ts';

export default defineConfig({
  // The workspace's SDK and mock by name, resolved to their sources: `dev` and `build` need no package
  // built first. An app outside this repository imports the installed packages and needs no alias.
  resolve: { alias: workspaceSources(import.meta.url) },
  // Serves msw's own mockServiceWorker.js in `vite` (dev) and emits it into the build, so the worker
  // script always matches the installed msw: nothing to copy or commit.
  plugins: [msw({ mode: 'worker-only' })],
  // The whole mock runs in the page (under 900 kB minified: test/card-manager.browser.test.ts measures the build);
  // an app would ship without it.
  build: { target: 'es2022', chunkSizeWarningLimit: 1_000 },
});
