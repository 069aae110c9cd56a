// `pnpm release:local`: the four @card-issuance packages on a local registry, to install them exactly as
// their READMEs say before they are on npm. Builds them (the package script runs `pnpm run build` first),
// versions a copy of the workspace with the pending changesets, publishes it to verdaccio on
// 127.0.0.1:4873 (`--port <n>` for another; nothing proxied) and prints the `.npmrc` line that takes only
// the @card-issuance scope from there. It serves until Ctrl-C, then deletes what it published.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { pnpmCommand } from './local-release/pnpm-command.ts';
import { publishWorkspace } from './local-release/publish-workspace.ts';
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
