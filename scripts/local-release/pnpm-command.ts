import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How to run pnpm: the pnpm running this script (`npm_execpath`), else the version the root
 * `packageManager` pins, through npx.
 *
 * @example
 * const { command, args } = pnpmCommand(root);
 * spawn(command, [...args, 'publish', '-r'], { cwd: root });
 */
export function pnpmCommand(root: string): { command: string; args: string[] } {
  const execpath = process.env.npm_execpath;
  if (execpath && /pnpm/i.test(execpath)) return { command: execpath, args: [] };
  const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    packageManager: string;
  };
  return { command: 'npx', args: ['-y', packageManager] };
}
