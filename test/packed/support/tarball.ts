import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { outsideEnv } from './environment';
import { run } from './run';

/**
 * The files of a package's tarball as the registry serves it (its `dist.tarball`), paths relative to the
 * package folder, sorted: what every user's install unpacks.
 *
 * @example
 * await tarballFiles(registry.url, '@card-issuance/mock-server', '0.1.0', temp);
 * // ['CHANGELOG.md', 'LICENSE', 'README.md', 'dist/cli.js', ..., 'fixtures/style-b-card.json', 'package.json']
 */
export async function tarballFiles(registry: string, name: string, version: string, dir: string) {
  const packument = (await (await fetch(`${registry}${name.replace('/', '%2f')}`)).json()) as {
    versions: Record<string, { dist: { tarball: string } }>;
  };
  const url = packument.versions[version]?.dist.tarball;
  if (!url) throw new Error(`${name}@${version} is not on ${registry}`);
  const file = join(dir, `${name.replace(/[@/]/g, '_')}-${version}.tgz`);
  writeFileSync(file, Buffer.from(await (await fetch(url)).arrayBuffer()));
  const { stdout } = await run('tar', ['-tzf', file], { cwd: dir, env: outsideEnv() });
  return stdout
    .split('\n')
    .filter((line) => line !== '' && !line.endsWith('/'))
    .map((line) => line.replace(/^package\//, ''))
    .sort();
}

/**
 * The files `npm pack` would put in a package's tarball (`npm pack --dry-run --json`, no scripts), sorted:
 * its manifest's `files` and npm's always-included files, as npm itself reads them.
 *
 * @example
 * await npmPackFiles(join(ROOT, 'packages/mock-server')); // [..., 'fixtures/style-b-card.json', 'package.json']
 */
export async function npmPackFiles(packageDir: string): Promise<string[]> {
  const { stdout } = await run(
    'npm',
    ['pack', '--dry-run', '--json', '--ignore-scripts', '--loglevel=error'],
    {
      cwd: packageDir,
      env: outsideEnv(),
      timeoutMs: 60_000,
    },
  );
  const [report] = JSON.parse(stdout) as Array<{ files: Array<{ path: string }> }>;
  return (report?.files ?? []).map((file) => file.path).sort();
}
