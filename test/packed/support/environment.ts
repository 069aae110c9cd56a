import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { pnpmCommand as pnpmCommandOf } from '../../../scripts/local-release/pnpm-command';

/** The repository root. */
export const ROOT = join(import.meta.dirname, '..', '..', '..');

/**
 * The Node the installed packages run on: the workspace's Node 24 (root devDependency `node`), or the one
 * running the tests when that is missing.
 */
export const NODE = existsSync(join(ROOT, 'node_modules/node/bin/node'))
  ? join(ROOT, 'node_modules/node/bin/node')
  : process.execPath;

// npm and pnpm export their own settings to the scripts they run (npm_config_local_prefix names the
// workspace, npm_package_* its manifest); none of them may steer the throwaway project's npm. What says
// where packages come from (registry, cache, certificates, proxies) is kept.
const KEPT_NPM_SETTINGS =
  /^npm_config_(registry|cache|userconfig|cafile|ca|strict_ssl|https?_proxy|proxy|noproxy|no_proxy)$/i;

/**
 * The environment of every command run outside the workspace: the workspace's settings removed, and
 * {@link NODE}'s directory first on PATH, so `node`, npm's scripts and the CLI's `#!/usr/bin/env node` all
 * get that Node.
 *
 * @example
 * await run('npm', ['install', tarball], { cwd: project, env: outsideEnv() });
 */
export function outsideEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !(/^(npm|pnpm)_/i.test(key) && !KEPT_NPM_SETTINGS.test(key)) &&
        key !== 'NODE_OPTIONS' &&
        // A mock a developer has exported must not steer the quick starts away from the one started here.
        !key.startsWith('CARD_ISSUANCE_MOCK_'),
    ),
  );
  return { ...env, PATH: [dirname(NODE), process.env.PATH ?? ''].join(delimiter) };
}

/**
 * How to run pnpm: the pnpm running the test command (`npm_execpath`), else the version the root
 * `packageManager` pins, through npx.
 *
 * @example
 * const { command, args } = pnpmCommand();
 * await run(command, [...args, 'pack'], { cwd, env: process.env });
 */
export function pnpmCommand(): { command: string; args: string[] } {
  return pnpmCommandOf(ROOT);
}

/**
 * A Node on this machine older than `floor` (e.g. `'22.13'`), outside node_modules: the system's Node 20
 * here and in CI. Undefined when there is none; the test that needs one then says so and is skipped.
 *
 * @example
 * const old = olderNode('22.13'); // { path: '/usr/bin/node', version: '20.20.2' }
 */
export function olderNode(floor: string): { path: string; version: string } | undefined {
  const candidates = [
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'node')),
    '/usr/bin/node',
    '/usr/local/bin/node',
  ].filter((file) => !file.includes('node_modules') && existsSync(file));
  const below = (version: string) => {
    const [major = 0, minor = 0] = version.split('.').map(Number);
    const [floorMajor = 0, floorMinor = 0] = floor.split('.').map(Number);
    return major < floorMajor || (major === floorMajor && minor < floorMinor);
  };
  for (const path of new Set(candidates)) {
    const result = spawnSync(path, ['--version'], { encoding: 'utf8' });
    const version = result.stdout?.trim().replace(/^v/, '');
    if (result.status === 0 && version && below(version)) return { path, version };
  }
  return undefined;
}
