import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { outsideEnv } from './environment';
import { run } from './run';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');

/**
 * Makes a throwaway npm project in `dir` (outside the workspace, so no workspace link or setting can
 * help), with the scripts of fixtures/ beside its package.json and an `.npmrc` that takes the
 * `@card-issuance` scope from `registry` (what the root README tells users to write), and runs each of
 * `installs` there with npm, in order, as a user would: e.g. the `npm install` lines of a README.
 *
 * @example
 * await createNpmProject(join(tmp, 'all'), [['install', '@card-issuance/sdk-style-b']], registry.url);
 */
export async function createNpmProject(dir: string, installs: string[][], registry: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  // What `npm init -y` writes, minus the fields npm fills from the folder.
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'packed-packages-check', version: '1.0.0', private: true }, null, 2)}\n`,
  );
  writeFileSync(join(dir, '.npmrc'), `@card-issuance:registry=${registry}\n`);
  cpSync(FIXTURES, dir, { recursive: true });
  for (const args of installs) {
    await run('npm', [...args, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
      cwd: dir,
      env: outsideEnv(),
      timeoutMs: 180_000,
    });
  }
}
