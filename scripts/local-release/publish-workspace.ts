import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** A workspace package as the release sees it: its folder, name, version and whether it is published. */
export interface ReleasedPackage {
  dir: string;
  name: string;
  version: string;
}

/** What {@link publishWorkspace} needs: the checkout, an empty folder to copy it to, the registry, pnpm. */
export interface PublishOptions {
  /** The repository root (its packages already built: `dist/` is published as it is). */
  root: string;
  /** An empty folder: the copy that is versioned and published, so the checkout is never touched. */
  stage: string;
  /** The registry to publish to, e.g. `http://127.0.0.1:4873/`. */
  registry: string;
  /** How to run pnpm, e.g. `{ command: 'npx', args: ['-y', 'pnpm@12.21.0'] }`. */
  pnpm: { command: string; args: string[] };
  env: NodeJS.ProcessEnv;
}

// The workspace folders whose manifests pnpm and changesets read (pnpm-workspace.yaml's `packages`).
const WORKSPACE_GLOBS = ['packages', 'examples'];

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** Every workspace package folder, relative to `root`. */
function workspaceDirs(root: string): string[] {
  const dirs = WORKSPACE_GLOBS.flatMap((parent) =>
    readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, parent, entry.name, 'package.json')))
      .map((entry) => `${parent}/${entry.name}`),
  );
  return existsSync(join(root, 'bench/package.json')) ? [...dirs, 'bench'] : dirs;
}

function exec(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], timeout: 180_000 });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(output);
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} (in ${cwd}) failed: ${signal ?? `exit ${code}`}\n${output}`,
          ),
        );
    });
  });
}

/**
 * Releases the workspace as CI would, in a copy: the manifests, `.changeset/` and each public package's
 * folder (built `dist/` included, `node_modules` left out) are copied to `stage`, `changeset version` applies the pending
 * changesets there (versions, changelogs, ranges of the packages depending on a bumped one), and
 * `pnpm publish -r` publishes every public package to `registry`, pnpm rewriting `workspace:` and `catalog:`
 * ranges as it does for a real release, and packing each package as it would (its `files`, the changelog
 * `changeset version` wrote, the workspace's LICENSE). Scripts do not run (`prepack` would rebuild what is already built).
 * Resolves with what was published, by folder.
 *
 * @example
 * const published = await publishWorkspace({ root, stage, registry: registry.url, pnpm, env: process.env });
 * published.find((p) => p.dir === 'packages/mock-server')?.version; // e.g. '0.1.0'
 */
export async function publishWorkspace(options: PublishOptions): Promise<ReleasedPackage[]> {
  const { root, stage, registry, pnpm, env } = options;
  mkdirSync(stage, { recursive: true });
  for (const file of ['package.json', 'pnpm-workspace.yaml', 'LICENSE'])
    cpSync(join(root, file), join(stage, file));
  cpSync(join(root, '.changeset'), join(stage, '.changeset'), { recursive: true });
  const published: string[] = [];
  for (const dir of workspaceDirs(root)) {
    const manifest = readJson<{ private?: boolean }>(join(root, dir, 'package.json'));
    mkdirSync(join(stage, dir), { recursive: true });
    cpSync(join(root, dir, 'package.json'), join(stage, dir, 'package.json'));
    if (manifest.private) continue;
    published.push(dir);
    // The whole folder but its node_modules: pnpm's own pack then puts in the tarball exactly what the
    // manifest's `files` and npm's always-included files say, as it would for a real release.
    cpSync(join(root, dir), join(stage, dir), {
      recursive: true,
      filter: (source) => !relative(join(root, dir), source).split(sep).includes('node_modules'),
    });
  }
  await exec(join(root, 'node_modules/.bin/changeset'), ['version'], stage, env);
  // Only the scope goes to the local registry (npx still fetches pnpm from the usual one). A token is
  // required by npm's protocol; the local registry accepts any.
  const host = registry.replace(/^https?:/, '');
  writeFileSync(
    join(stage, '.npmrc'),
    `@card-issuance:registry=${registry}\n${host}:_authToken=local-release\n`,
  );
  await exec(
    pnpm.command,
    [...pnpm.args, 'publish', '-r', '--no-git-checks', '--ignore-scripts'],
    stage,
    env,
  );
  return published.map((dir) => {
    const { name, version } = readJson<{ name: string; version: string }>(join(stage, dir, 'package.json'));
    return { dir, name, version };
  });
}
