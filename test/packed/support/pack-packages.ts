import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pnpmCommand, ROOT } from './environment';
import { run } from './run';

/** The publishable packages, by folder under packages/ (contracts and sdk-core are private). */
export const PUBLISHABLE = ['sdk-style-a', 'sdk-style-b', 'webhook-verifier', 'mock-server'] as const;

/** A folder of {@link PUBLISHABLE}. */
export type PackageDir = (typeof PUBLISHABLE)[number];

/** A package's manifest, the fields the checks read. */
export interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  scripts?: Record<string, string>;
  exports: Record<string, string | { import: { default: string }; require: { default: string } }>;
  bin?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/**
 * The workspace manifest of a package (the packed one strips `prepack`).
 *
 * @example
 * workspaceManifest('sdk-style-b').scripts?.prepack; // 'tsup'
 */
export function workspaceManifest(dir: PackageDir): Manifest {
  return JSON.parse(readFileSync(join(ROOT, 'packages', dir, 'package.json'), 'utf8')) as Manifest;
}

/**
 * Packs each publishable package with `pnpm pack` into `destination` and returns each tarball's path.
 * Packing runs without `prepack`: the test command has just built every package (`pnpm run build`), and
 * rebuilding here would empty the dist/ folders that the other test projects are importing at the same
 * time. That `prepack` runs the build is checked on the manifests instead.
 *
 * @example
 * const tarballs = await packPackages(await mkdtemp(join(tmpdir(), 'tarballs-')));
 */
export async function packPackages(destination: string): Promise<Record<PackageDir, string>> {
  const pnpm = pnpmCommand();
  await Promise.all(
    PUBLISHABLE.map((dir) =>
      run(
        pnpm.command,
        [...pnpm.args, '--config.ignore-scripts=true', 'pack', '--pack-destination', destination],
        {
          cwd: join(ROOT, 'packages', dir),
          env: process.env,
        },
      ),
    ),
  );
  const files = readdirSync(destination);
  return Object.fromEntries(
    PUBLISHABLE.map((dir) => {
      const { name, version } = workspaceManifest(dir);
      const file = `${name.replace('@', '').replace('/', '-')}-${version}.tgz`;
      if (!files.includes(file)) throw new Error(`pnpm pack wrote no ${file} in ${destination}: ${files}`);
      return [dir, join(destination, file)];
    }),
  ) as Record<PackageDir, string>;
}
