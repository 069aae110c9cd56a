// `pnpm release:local`: the four @card-issuance packages on a local registry, to install them exactly as
// their READMEs say before they are on npm. Builds those whose dist/ is older than their sources (all of
// them on a fresh clone; none right after `pnpm build`, the time it takes otherwise), versions a copy of the workspace with the pending changesets, publishes it to verdaccio on
// 127.0.0.1:4873 (`--port <n>` for another; nothing proxied) and prints the `.npmrc` line that takes only
// the @card-issuance scope from there. It serves until Ctrl-C, then deletes what it published.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { pnpmCommand } from './local-release/pnpm-command.ts';
import { publishWorkspace } from './local-release/publish-workspace.ts';
import { stalePackages } from './local-release/stale-packages.ts';
import { type LocalRegistry, startLocalRegistry } from './local-release/start-local-registry.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

function fail(message: string): never {
  console.error(`release:local: ${message}`);
  process.exit(1);
}

let port = 4873;
try {
  const { values } = parseArgs({ options: { port: { type: 'string' } } });
  if (values.port !== undefined) {
    port = Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65_535)
      fail(`--port ${values.port} is not a port number`);
  }
} catch (error) {
  fail(`${(error as Error).message}; the only option is --port <n>`);
}

const temp = mkdtempSync(join(tmpdir(), 'card-issuance-release-local-'));
let registry: LocalRegistry | undefined;
const stop = async () => {
  await registry?.stop();
  rmSync(temp, { recursive: true, force: true });
  process.exit(0);
};

try {
  registry = await startLocalRegistry(join(temp, 'registry'), port);
} catch (error) {
  rmSync(temp, { recursive: true, force: true });
  if ((error as { code?: string }).code === 'EADDRINUSE')
    fail(`port ${port} on 127.0.0.1 is already in use; try --port <another>, or --port 0 for any free port`);
  throw error;
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

/** The public packages, by folder under packages/. */
function publicPackages(): string[] {
  return readdirSync(join(root, 'packages')).filter((dir) => {
    const file = join(root, 'packages', dir, 'package.json');
    return existsSync(file) && !(JSON.parse(readFileSync(file, 'utf8')) as { private?: boolean }).private;
  });
}

/** Builds the stale packages (pnpm orders them by dependency); exits 1 when a build fails. */
async function buildStale(): Promise<void> {
  const stale = stalePackages(root, publicPackages());
  if (stale.length === 0) {
    console.log('Every package is built (dist/ newer than its sources): publishing dist/ as it is.');
    return;
  }
  console.log(
    `Building ${stale.map((dir) => `packages/${dir}`).join(', ')} (dist/ older than the sources)...`,
  );
  const pnpm = pnpmCommand(root);
  const filters = stale.flatMap((dir) => ['--filter', `./packages/${dir}`]);
  const result = spawnSync(pnpm.command, [...pnpm.args, ...filters, 'run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    await registry?.stop();
    rmSync(temp, { recursive: true, force: true });
    fail(`the build failed (${result.error?.message ?? `exit ${result.status}`}); see above`);
  }
}

await buildStale();
try {
  const published = await publishWorkspace({
    root,
    stage: join(temp, 'stage'),
    registry: registry.url,
    pnpm: pnpmCommand(root),
    env: process.env,
  });
  console.log(`Published to the local registry ${registry.url}:`);
  for (const { name, version } of published) console.log(`  ${name}@${version}`);
  console.log(`
In your project, add this line to .npmrc (only the @card-issuance scope comes from here):

  @card-issuance:registry=${registry.url}

then install as each package's README says, e.g.:

  npm install @card-issuance/sdk-style-b
  npm install --save-dev @card-issuance/mock-server
  npx card-issuance-mock --version

Serving until Ctrl-C; what was installed stays in your project.`);
} catch (error) {
  console.error(`release:local: publishing failed: ${(error as Error).message}`);
  await registry.stop();
  rmSync(temp, { recursive: true, force: true });
  process.exit(1);
}
