import { globSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { configDefaults, type TestProjectInlineConfiguration, type ViteUserConfig } from 'vitest/config';

// The test tiers (CONTRIBUTING.md, "Test tiers"). A test file's name says what it needs: `*.browser.test.ts`
// drives Chromium, `*.process.test.ts` spawns a process (the CLI, Prism, a packed release, a fresh clone),
// `*.slow.test.ts` is a long property or load run, and a plain `*.test.ts` stays in-process. Every
// package's vitest config becomes one project per tier it has files for: the in-process one keeps the
// package's name (`mock-server`), the others are `<name>:<tier>` (`mock-server:browser`), so
// `vitest run --project '!*:*'` (`pnpm test:unit`) runs the in-process tier alone.

/** The tiers beside the in-process one; each is its test files' suffix (`*.browser.test.ts`). */
export const TIERS = ['browser', 'process', 'slow'] as const;
/** A tier beside the in-process one. */
export type Tier = (typeof TIERS)[number];

/** Every vitest config of the workspace, as the root config lists its projects. */
const CONFIG_GLOBS = [
  'specs/vitest.config.ts',
  'packages/*/vitest.config.ts',
  'packages/*/vitest.*.config.ts',
  'examples/*/vitest.config.ts',
  'test/*/vitest.config.ts',
  'bench/vitest.config.ts',
];

/** A project config as a package's vitest config exports it (`defineProject` or `defineConfig`). */
type ProjectConfig = ViteUserConfig & TestProjectInlineConfiguration;

/** A package's vitest config module: its project, and the tier of all its files when it has one. */
export interface ProjectModule {
  default: ProjectConfig;
  /** Set by a project whose every file needs it (the SDKs' contract projects run behind Prism). */
  tier?: Tier;
}

const DEFAULT_INCLUDE = ['**/*.test.ts'];
/** The least time a test or hook of a tier gets, in ms. */
const TIER_TIMEOUT: Record<Tier, number> = { browser: 30_000, process: 30_000, slow: 60_000 };
const tierFiles = (tier: Tier) => (pattern: string) => pattern.replace(/\.test\.ts$/, `.${tier}.test.ts`);

/** Whether any file under `root` matches one of `include` (node_modules left out). */
function hasFiles(root: string, include: readonly string[]): boolean {
  return include.some(
    (pattern) =>
      globSync(pattern, { cwd: root, exclude: (path) => path.includes('node_modules') }).length > 0,
  );
}

/**
 * The projects of one package's vitest config, one per tier it has test files for: the in-process one under
 * the package's name, without the tiers' files; each other one named `<name>:<tier>`, with only its files
 * (and no type tests: those run with the in-process tier). A module exporting `tier` is that tier whole.
 *
 * @example
 * tierProjects({ default: defineProject({ test: { name: 'mock-server', root, include: ['test/**\/*.test.ts'] } }) });
 * // [mock-server (test/**\/*.test.ts but the tiers' files), mock-server:browser (test/**\/*.browser.test.ts), ...]
 */
export function tierProjects(module: ProjectModule): TestProjectInlineConfiguration[] {
  const project = module.default;
  const { typecheck, ...test } = project.test ?? {};
  const name = typeof test.name === 'string' ? test.name : (test.name?.label ?? '');
  const root = test.root ?? process.cwd();
  const include = test.include ?? DEFAULT_INCLUDE;
  // Each project stands alone: it inherits nothing from the root config (which only lists projects).
  if (module.tier) return [{ ...project, extends: false, test: { ...test, name: `${name}:${module.tier}` } }];
  const inProcess: TestProjectInlineConfiguration = {
    ...project,
    extends: false,
    test: {
      ...project.test,
      exclude: [...(test.exclude ?? configDefaults.exclude), `**/*.{${TIERS.join(',')}}.test.ts`],
    },
  };
  const tiers = TIERS.flatMap((tier): TestProjectInlineConfiguration[] => {
    const tierInclude = include.map(tierFiles(tier));
    if (!hasFiles(root, tierInclude)) return [];
    // What a tier waits on (a process starting, Chromium, a long run) gets its time where the config sets
    // less than vitest's 5 s a test and 10 s a hook, which a busy machine overruns.
    const timeouts = {
      testTimeout: Math.max(test.testTimeout ?? 0, TIER_TIMEOUT[tier]),
      hookTimeout: Math.max(test.hookTimeout ?? 0, TIER_TIMEOUT[tier]),
    };
    const tierTest = { ...test, ...timeouts, name: `${name}:${tier}`, include: tierInclude };
    return [{ ...project, extends: false, test: tierTest }];
  });
  return [inProcess, ...tiers];
}

/**
 * Every project of the workspace: each vitest config found under `root` (packages, examples, test/, specs/,
 * bench/), split into its tiers by {@link tierProjects}.
 *
 * @example
 * export default defineConfig({ test: { projects: await workspaceProjects(import.meta.dirname) } });
 */
export async function workspaceProjects(root: string): Promise<TestProjectInlineConfiguration[]> {
  const files = CONFIG_GLOBS.flatMap((pattern) => globSync(pattern, { cwd: root })).sort();
  const modules = await Promise.all(
    files.map((file) => import(pathToFileURL(`${root}/${file}`).href) as Promise<ProjectModule>),
  );
  return modules.flatMap(tierProjects);
}
