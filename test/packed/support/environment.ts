import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

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
      ([key]) => !(/^(npm|pnpm)_/i.test(key) && !KEPT_NPM_SETTINGS.test(key)) && key !== 'NODE_OPTIONS',
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
  const execpath = process.env.npm_execpath;
  if (execpath && /pnpm/i.test(execpath)) return { command: execpath, args: [] };
  const { packageManager } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    packageManager: string;
  };
  return { command: 'npx', args: ['-y', packageManager] };
}
