// A build of the workspace at another commit, for the `baseline` section: a detached git worktree in the OS's
// temporary folder, installed from the store offline and built, kept for later runs of the same commit.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The repository's root (this file is bench/side-by-side/baseline-build.ts). */
const root = join(import.meta.dirname, '..', '..');
/** Written in the build's folder once its packages are built: a folder without it is rebuilt. */
const MARKER = '.card-issuance-baseline-built';

/** A build of a commit: its full sha and its `packages/mock-server/dist`. */
export interface BaselineBuild {
  sha: string;
  dir: string;
  mockDist: string;
  /** Whether this run built it (false: an earlier run's build was reused). */
  built: boolean;
}

const git = (args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The current pnpm: the one running `pnpm bench` when there is one, else the version the workspace pins. */
function pnpmCommand(): [string, string[]] {
  const execpath = process.env.npm_execpath;
  // pnpm's JS entry is run by this Node; a pnpm built as one executable (pnpm 11 and later) runs itself.
  if (execpath && /pnpm/.test(execpath))
    return /\.[cm]?js$/.test(execpath) ? [process.execPath, [execpath]] : [execpath, []];
  const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    packageManager: string;
  };
  return ['npx', ['-y', packageManager]];
}

async function pnpm(cwd: string, args: string[]): Promise<void> {
  const [command, prefix] = pnpmCommand();
  // Its output to our stderr: stdout stays for what the bench prints.
  const child = spawn(command, [...prefix, ...args], { cwd, stdio: ['ignore', 2, 'inherit'] });
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`pnpm ${args.join(' ')} in ${cwd} exited with ${code}`);
}

/**
 * Forgets the worktree in git, keeping its files: the build outlives the registration, so no entry is
 * left pointing at a folder the OS may clear from its temporary folder.
 */
function unregister(dir: string): void {
  rmSync(join(dir, '.git'), { force: true });
  // Prune drops every entry whose folder has no `.git` left: this one (kept or removed), nothing valid.
  git(['worktree', 'prune']);
}

/**
 * A build of `ref` (its packages' `dist/`), made once per commit in `<tmpdir>/card-issuance-baseline-<sha>`
 * and reused: `git worktree add --detach` there, `pnpm install --frozen-lockfile --offline` (the store
 * holds what an older lockfile names; `--prefer-offline` when it does not), every package built, then the
 * worktree unregistered (its files kept). A half-made folder from a failed run is removed first.
 *
 * @example
 * const { sha, mockDist } = await buildBaseline({ ref: '34a8fe5', log: console.error });
 */
export async function buildBaseline(options: {
  ref: string;
  log: (line: string) => void;
}): Promise<BaselineBuild> {
  const sha = git(['rev-parse', '--verify', `${options.ref}^{commit}`]);
  const dir = join(tmpdir(), `card-issuance-baseline-${sha}`);
  const mockDist = join(dir, 'packages', 'mock-server', 'dist');
  if (existsSync(join(dir, MARKER)) && existsSync(join(mockDist, 'index.js'))) {
    options.log(`  reusing the build of ${options.ref} (${sha.slice(0, 7)}) in ${dir}`);
    return { sha, dir, mockDist, built: false };
  }
  rmSync(dir, { recursive: true, force: true });
  git(['worktree', 'prune']);
  options.log(`  building ${options.ref} (${sha.slice(0, 7)}) in ${dir}`);
  git(['worktree', 'add', '--detach', dir, sha]);
  try {
    try {
      await pnpm(dir, ['install', '--frozen-lockfile', '--offline']);
    } catch (error) {
      options.log(`  ${(error as Error).message}: installing again with --prefer-offline`);
      await pnpm(dir, ['install', '--frozen-lockfile', '--prefer-offline']);
    }
    await pnpm(dir, ['-r', '--filter', './packages/*', 'run', 'build']);
    writeFileSync(join(dir, MARKER), `${sha}\n`);
    options.log(`  built ${options.ref} (${sha.slice(0, 7)})`);
  } catch (error) {
    // A half-made build is not kept: the next run starts again.
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    unregister(dir);
  }
  return { sha, dir, mockDist, built: true };
}
