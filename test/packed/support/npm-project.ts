import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { outsideEnv } from './environment';
import { run } from './run';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');

/**
 * Makes a throwaway npm project in `dir` (outside the workspace, so no workspace link or setting can
 * help), with the scripts of fixtures/ beside its package.json, and installs `specs` there with npm, as a
 * user would: tarballs and registry packages.
 *
 * @example
 * await createNpmProject(join(tmp, 'all'), [tarballA, tarballB, 'msw']);
 */
export async function createNpmProject(dir: string, specs: string[]): Promise<void> {
  mkdirSync(dir, { recursive: true });
  // What `npm init -y` writes, minus the fields npm fills from the folder.
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'packed-packages-check', version: '1.0.0', private: true }, null, 2)}\n`,
  );
  cpSync(FIXTURES, dir, { recursive: true });
  await run('npm', ['install', ...specs, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
    cwd: dir,
    env: outsideEnv(),
    timeoutMs: 180_000,
  });
}
