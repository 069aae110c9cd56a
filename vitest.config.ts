import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { workspaceProjects } from './vitest.tiers.ts';

// One vitest project per package and per example (each one's own vitest.config.ts), plus the spec quality
// gates, each split into its test tiers (vitest.tiers.ts): `<name>` in-process, `<name>:browser`,
// `<name>:process` and `<name>:slow`.
export default defineConfig(async () => ({
  test: { projects: await workspaceProjects(fileURLToPath(new URL('.', import.meta.url))) },
}));
