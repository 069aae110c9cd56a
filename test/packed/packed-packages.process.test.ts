import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishWorkspace } from '../../scripts/local-release/publish-workspace';
import { type LocalRegistry, startLocalRegistry } from '../../scripts/local-release/start-local-registry';
import { NODE, olderNode, outsideEnv, pnpmCommand, ROOT } from './support/environment';
import { createNpmProject } from './support/npm-project';
import { type Manifest, type PackageDir, PUBLISHABLE, workspaceManifest } from './support/publishable';
import { expectQuickStartOutput, quickStartCode, readmeCommands } from './support/quick-start';
import { run, runJson } from './support/run';
import { type RunningCli, startCli } from './support/start-cli';
import { npmPackFiles, tarballFiles } from './support/tarball';

// The release rehearsal: the publishable packages as a user gets them. The pending changesets version a
// copy of the workspace, pnpm publishes every public package from it to a local registry (verdaccio,
// nothing proxied), and npm installs them from there into throwaway projects outside the workspace (no
// workspace link, no hoisted devDependency to hide a missing one), with the `npm install` lines of each
// README's Install section and an `.npmrc` that takes only the @card-issuance scope from the local
// registry, as the root README tells users to. Every entry of their exports map is imported as ESM and
// required as CommonJS under the workspace's Node 24: the installed CLI serves, each SDK makes a real call
// against it and runs its README's quick start, the verifier checks a delivery the mock signed. Each SDK
// is also installed alone (npm fetches the verifier it depends on from the registry), the way a new user
// reported it failing.

/** Names each entry must export (more are allowed); every other entry must export something. */
const EXPECTED: Record<PackageDir, Record<string, string[]>> = {
  'sdk-style-a': {
    '.': [
      'createStyleAClient',
      'StyleAApiError',
      'StyleAConnectionError',
      'NotFoundError',
      'ConnectionTimeoutError',
      'PaymentDetailsError',
      'SignatureMismatchError',
    ],
    './reveal': ['generateRevealKeyPair', 'decryptPaymentDetails', 'PaymentDetailsError'],
    './widget': ['mountCardWidget', 'CardWidgetError'],
  },
  'sdk-style-b': {
    '.': [
      'createStyleBClient',
      'StyleBApiError',
      'StyleBConnectionError',
      'NotFoundError',
      'ConnectionTimeoutError',
      'SignatureMismatchError',
    ],
  },
  'webhook-verifier': {
    '.': ['verifyStyleAWebhook', 'verifyStyleBWebhook', 'signStyleBWebhook', 'WebhookVerificationError'],
    './node': ['createNodeWebhookHandler'],
    './express': ['createExpressWebhookHandler'],
    './fastify': ['fastifyWebhookPlugin', 'createFastifyWebhookHandler'],
    './hono': ['createHonoWebhookHandler'],
    './fetch': ['createFetchWebhookHandler'],
    './errors': ['WebhookVerificationError', 'SignatureMismatchError', 'EventTypeMismatchError'],
    './redis': ['createRedisDeduplicationStore'],
    './postgres': ['createPostgresDeduplicationStore', 'migratePostgresDeduplicationStore'],
  },
  'mock-server': {
    '.': ['createMock', 'createClock'],
    './node': ['listen', 'createSqliteStorage'],
    './msw': ['createMockHandlers'],
    './testing': ['styleBCard', 'styleACard', 'purchase', 'JourneyError'],
    './client': ['createMockControlClient', 'MockControlError', 'createSandbox'],
  },
};

const SDKS = ['sdk-style-a', 'sdk-style-b'] as const;
type Names = Record<string, string[] | { error: string }>;

let temp = '';
let all = '';
let registry: LocalRegistry | undefined;
const manifests = {} as Record<PackageDir, Manifest>;
/** The version each package was published at, after `changeset version`. */
const versions = {} as Record<PackageDir, string>;
/** The folders published, and what the checkout's release inputs were before and after publishing. */
let publishedDirs: string[] = [];
const checkout = { before: '', after: '' };
/**
 * Each SDK's project with only that SDK installed, as its README's Install section says (npm takes the
 * verifier it depends on from the registry); awaited by its own tests, so a failed install fails them.
 */
const alone = {} as Record<(typeof SDKS)[number], Promise<string>>;

/** Whether a changeset in .changeset/ names the package (its front matter lists the packages it bumps). */
function pendingChangeset(name: string): boolean {
  return readdirSync(join(ROOT, '.changeset'))
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .some((file) => {
      const frontMatter = readFileSync(join(ROOT, '.changeset', file), 'utf8').split('---')[1] ?? '';
      return (
        frontMatter.includes(`"${name}"`) ||
        frontMatter.includes(`'${name}'`) ||
        frontMatter.includes(`\n${name}:`)
      );
    });
}

function readme(dir: PackageDir): string {
  return join(ROOT, 'packages', dir, 'README.md');
}

/** What a release changes in a checkout: the pending changesets and the packages' versions. */
function releaseInputs(): string {
  const changesets = readdirSync(join(ROOT, '.changeset')).sort();
  return JSON.stringify({ changesets, versions: PUBLISHABLE.map((dir) => workspaceManifest(dir).version) });
}

beforeAll(async () => {
  temp = await mkdtemp(join(tmpdir(), 'packed-packages-'));
  checkout.before = releaseInputs();
  registry = await startLocalRegistry(join(temp, 'registry'));
  // Published from a copy (the checkout keeps its versions and changesets) as built by `pnpm run build`:
  // no `prepack`, which would empty the dist/ folders the other test projects are importing meanwhile.
  const published = await publishWorkspace({
    root: ROOT,
    stage: join(temp, 'stage'),
    registry: registry.url,
    pnpm: pnpmCommand(),
    env: process.env,
  });
  checkout.after = releaseInputs();
  publishedDirs = published.map((release) => release.dir);
  for (const dir of PUBLISHABLE) {
    const release = published.find((p) => p.dir === `packages/${dir}`);
    if (!release) throw new Error(`packages/${dir} was not published: ${JSON.stringify(published)}`);
    versions[dir] = release.version;
  }
  const url = registry.url;
  for (const sdk of SDKS) {
    const project = join(temp, `${sdk}-alone`);
    alone[sdk] = createNpmProject(project, readmeCommands(readme(sdk), 'Install', 'npm'), url).then(
      () => project,
    );
    alone[sdk].catch(() => {}); // reported by the tests that await it
  }
  all = join(temp, 'all');
  // Every README's Install lines, the mock's last (it adds msw, the optional peer of its ./msw entry),
  // then the npm lines of each SDK's quick start that those did not already run.
  const installs = [
    ...(['webhook-verifier', 'sdk-style-a', 'sdk-style-b', 'mock-server'] as const).flatMap((dir) =>
      readmeCommands(readme(dir), 'Install', 'npm'),
    ),
    ...SDKS.flatMap((sdk) => readmeCommands(readme(sdk), 'Quick start', 'npm')),
  ];
  const unique = [...new Map(installs.map((args) => [args.join(' '), args])).values()];
  await createNpmProject(all, unique, url);
  for (const dir of PUBLISHABLE) manifests[dir] = installedManifest(all, workspaceManifest(dir).name);
});

afterAll(async () => {
  await Promise.allSettled(Object.values(alone));
  await registry?.stop();
  if (temp) await rm(temp, { recursive: true, force: true });
});

function installedManifest(project: string, name: string): Manifest {
  return JSON.parse(readFileSync(join(project, 'node_modules', name, 'package.json'), 'utf8')) as Manifest;
}

/** Every specifier of a package's exports map except ./package.json, e.g. `@card-issuance/mock-server/msw`. */
// `./vitest` and `./playwright` extend a test runner's `test`, which loads only inside that runner's run
// (their fixtures run in examples/vitest-sandboxes and examples/playwright-sandboxes); their files are
// still checked with every other entry's.
const ONLY_IN_VITEST = new Set(['./vitest', './playwright']);

function specifiers(manifest: Manifest): string[] {
  return Object.keys(manifest.exports)
    .filter((subpath) => subpath !== './package.json' && !ONLY_IN_VITEST.has(subpath))
    .map((subpath) => manifest.name + subpath.slice(1));
}

/** Every file a manifest points at: each condition of each export, main, module, types and bin. */
function referencedFiles(manifest: Manifest & { main?: string; module?: string; types?: string }): string[] {
  const leaves = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : Object.values(value as object).flatMap(leaves);
  return [
    ...leaves(manifest.exports),
    ...[manifest.main, manifest.module, manifest.types].filter((file) => file !== undefined),
    ...Object.values(manifest.bin ?? {}),
  ];
}

/** Imports (ESM) and requires (CJS) every entry of `dirs` in `project`, under Node 24. */
async function loadEntries(project: string, dirs: readonly PackageDir[]) {
  const all = dirs.flatMap((dir) => specifiers(installedManifest(project, workspaceManifest(dir).name)));
  const options = { cwd: project, env: outsideEnv() };
  const [esm, cjs] = await Promise.all([
    runJson<Names>(NODE, ['import-entries.mjs', ...all], options),
    runJson<Names>(NODE, ['require-entries.cjs', ...all], options),
  ]);
  return { esm, cjs };
}

/** Asserts that each entry loaded in both formats, with the same names, including the expected ones. */
function expectEntries(dirs: readonly PackageDir[], loaded: { esm: Names; cjs: Names }) {
  for (const dir of dirs) {
    const { name } = workspaceManifest(dir);
    for (const subpath of Object.keys(EXPECTED[dir]))
      expect(Object.keys(loaded.esm), `${dir} exports ${subpath}`).toContain(name + subpath.slice(1));
    for (const specifier of Object.keys(loaded.esm).filter((s) => s === name || s.startsWith(`${name}/`))) {
      const esm = loaded.esm[specifier];
      const cjs = loaded.cjs[specifier];
      expect(esm, `import('${specifier}')`).toBeInstanceOf(Array);
      expect(cjs, `require('${specifier}')`).toEqual(esm);
      const subpath = `.${specifier.slice(name.length)}`;
      expect((esm as string[]).length, `${specifier} exports something`).toBeGreaterThan(0);
      expect(esm, specifier).toEqual(expect.arrayContaining(EXPECTED[dir][subpath] ?? []));
    }
  }
}

describe('the published manifests', () => {
  it('publishes every public package, and only from a copy: the checkout keeps its versions and changesets', () => {
    expect(publishedDirs.sort()).toEqual(PUBLISHABLE.map((dir) => `packages/${dir}`).sort());
    expect(checkout.after).toBe(checkout.before);
  });

  it("installs each README's packages with npm, as its Install section says", () => {
    for (const dir of PUBLISHABLE) {
      expect(readmeCommands(readme(dir), 'Install', 'npm'), dir).toContainEqual(
        expect.arrayContaining(['install', workspaceManifest(dir).name]),
      );
    }
  });

  it.each(PUBLISHABLE)(
    '%s is the version changesets gave it, built on prepack, with only what an install needs',
    (dir) => {
      // Published at the version `changeset version` gave it: a new one when a changeset names it.
      const workspace = workspaceManifest(dir);
      expect(versions[dir] !== workspace.version, `${dir} ${versions[dir]}`).toBe(
        pendingChangeset(workspace.name),
      );
      expect(manifests[dir].version).toBe(versions[dir]);
      expect(workspace.scripts?.prepack, 'prepack runs the build').toBe(workspace.scripts?.build);
      const packed = manifests[dir];
      // Every protocol pnpm rewrites is gone; no private workspace package is needed at run time, and of
      // this repository's packages only the verifier, a dependency of each SDK (one copy of its error
      // classes for `instanceof`, DECISIONS.md S-17), at the version published with it.
      const ranges = { ...packed.dependencies, ...packed.peerDependencies, ...packed.optionalDependencies };
      for (const [name, range] of Object.entries({ ...ranges, ...packed.devDependencies })) {
        expect(range, `${name} of ${dir}`).not.toMatch(/^(workspace|catalog):/);
      }
      const siblings = dir.startsWith('sdk-') ? ['@card-issuance/webhook-verifier'] : [];
      expect(Object.keys(ranges).filter((name) => name.startsWith('@card-issuance/'))).toEqual(siblings);
      for (const name of siblings) {
        expect(packed.dependencies?.[name], `${name} of ${dir}`).toBe(`^${versions['webhook-verifier']}`);
      }
      expect(packed.private).toBeUndefined();
      const installed = join(all, 'node_modules', packed.name);
      for (const file of referencedFiles(packed))
        expect(existsSync(join(installed, file)), `${dir}: ${file} (run pnpm run build first)`).toBe(true);
      // Only the build, the docs, the changelog (and the mock's fixtures): no sources, tests or configs.
      const shipped = ['CHANGELOG.md', 'LICENSE', 'README.md', 'dist', 'package.json'];
      expect(readdirSync(installed).sort()).toEqual(
        (dir === 'mock-server' ? [...shipped, 'fixtures'] : shipped).sort(),
      );
    },
  );

  it.each(PUBLISHABLE)(
    "%s's tarball holds exactly what npm pack takes from its files, with the changelog changesets wrote",
    async (dir) => {
      const { name } = workspaceManifest(dir);
      const [packed, expected] = await Promise.all([
        tarballFiles(registry?.url ?? '', name, versions[dir], temp),
        npmPackFiles(join(ROOT, 'packages', dir)),
      ]);
      // What the checkout packs, plus the changelog `changeset version` wrote in the copy and the
      // workspace's LICENSE, which pnpm packs into a package that has none.
      expect(packed).toEqual([...new Set([...expected, 'CHANGELOG.md', 'LICENSE'])].sort());
      expect(packed).toContain('CHANGELOG.md');
      if (dir === 'mock-server') expect(packed).toContain('fixtures/style-b-card.json');
      const changelog = readFileSync(join(all, 'node_modules', name, 'CHANGELOG.md'), 'utf8');
      expect(changelog.startsWith(`# ${name}\n`), changelog.slice(0, 80)).toBe(true);
      if (pendingChangeset(name)) expect(changelog).toContain(`## ${versions[dir]}`);
    },
  );

  it('gives the mock its card-issuance-mock command, which npx runs', async () => {
    const { bin } = manifests['mock-server'];
    expect(Object.keys(bin ?? {})).toEqual(['card-issuance-mock']);
    const cli = readFileSync(join(all, 'node_modules/.bin/card-issuance-mock'), 'utf8');
    expect(cli.startsWith('#!/usr/bin/env node\n')).toBe(true);
    const { stdout } = await run('npx', ['card-issuance-mock', '--version'], { cwd: all, env: outsideEnv() });
    expect(stdout.trim()).toBe(versions['mock-server']);
  });
});

describe('npx card-issuance-mock, installed', () => {
  let cli: RunningCli | undefined;
  let receiver: Server | undefined;
  afterAll(async () => {
    await cli?.stop();
    await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
  });

  it("--fixtures style-b-card runs the package's own fixtures; its webhooks name the installed version", async () => {
    const agents: string[] = [];
    let delivered: () => void = () => {};
    const firstDelivery = new Promise<void>((resolve) => {
      delivered = resolve;
    });
    receiver = createServer((request, response) => {
      agents.push(request.headers['user-agent'] ?? '');
      response.writeHead(204).end();
      delivered();
    });
    await new Promise<void>((resolve) => receiver?.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    cli = await startCli(all, {
      npx: true,
      args: ['--fixtures', 'style-b-card', '--webhook-url', `http://127.0.0.1:${port}/hooks`],
    });
    // The JSON line comes only once every step passed (a failing one exits 1 before it): the fixture's
    // card is there.
    const cards = (await (await fetch(`${cli.config.controlUrl}/cards`)).json()) as {
      data: { items: unknown[] };
    };
    expect(cards.data.items.length).toBeGreaterThan(0);
    await firstDelivery;
    const { version } = installedManifest(all, '@card-issuance/mock-server');
    expect(version).toBe(versions['mock-server']);
    expect(new Set(agents)).toEqual(new Set([`card-issuance-mock/${version}`]));
  });
});

describe('on a Node older than the packages support', () => {
  // The one Node statement of every README and `engines` (DECISIONS.md G-70).
  const floor = />=(\d+\.\d+)/.exec(workspaceManifest('mock-server').engines?.node ?? '')?.[1] ?? '';
  const old = olderNode(floor);
  if (!old)
    console.warn(`skipped: no Node older than ${floor} on this machine (PATH, /usr/bin, /usr/local/bin)`);

  it.skipIf(!old)('npx card-issuance-mock says so in one line and exits 1, whatever the flags', () => {
    // As a user on that Node runs it: npx finds it first on PATH, and so does the CLI's `env node`.
    const env = { ...outsideEnv(), PATH: [dirname(old?.path ?? ''), process.env.PATH ?? ''].join(delimiter) };
    for (const args of [['--version'], ['--port', '0', '--data-dir', join(temp, 'old-node-sandbox')]]) {
      const result = spawnSync('npx', ['card-issuance-mock', ...args], { cwd: all, env, encoding: 'utf8' });
      expect(result.status, args.join(' ')).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(
        `card-issuance-mock needs Node ${floor} or newer (this is Node ${old?.version}); install a newer Node from https://nodejs.org and run it again\n`,
      );
    }
  });
});

describe('installed together, under Node 24', () => {
  it('imports every entry as ESM and requires it as CommonJS, with the same exports', async () => {
    expectEntries(PUBLISHABLE, await loadEntries(all, PUBLISHABLE));
  });

  describe('against the installed mock CLI', () => {
    let cli: RunningCli | undefined;
    afterAll(async () => {
      await cli?.stop();
    });

    it('serves both styles; each SDK calls it and the verifier checks its signed webhook', async () => {
      cli = await startCli(all);
      expect(cli.config.styleB.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/style-b$/);
      const seen = await runJson<{
        styleB: { accountId: string; bins: number };
        webhook: { eventType: string; accountId: string; sameViaClient: boolean; tampered: string };
        styleA: { organizations: number; missing: unknown };
      }>(NODE, ['sdk-calls.mjs'], {
        cwd: all,
        env: { ...outsideEnv(), MOCK_CONFIG: JSON.stringify(cli.config) },
      });
      expect(seen.styleB.bins).toBeGreaterThan(0);
      expect(seen.webhook).toEqual({
        eventType: 'KYC.UPDATED',
        accountId: seen.styleB.accountId,
        sameViaClient: true,
        tampered: 'signature_mismatch',
      });
      expect(seen.styleA.organizations).toBeGreaterThan(0);
      expect(seen.styleA.missing).toEqual({ code: 'NOT_FOUND', status: 404 });
    });

    // The README's quick start is the first thing a new user runs: its TypeScript block, as written (only
    // the mock's address swapped for this CLI's port), from install to an issued card, its number, a
    // purchase and a verified webhook (the script ends only once its receiver got the event).
    it.each(SDKS)(
      'runs the quick start of the %s README to a purchase and a webhook received',
      async (sdk) => {
        cli ??= await startCli(all);
        const origin = new URL(cli.config.controlUrl).origin;
        const file = join(all, `quickstart-${sdk}.mts`);
        writeFileSync(file, quickStartCode(readme(sdk)).replaceAll('http://127.0.0.1:4010', origin));
        const { stdout } = await run(NODE, [file], { cwd: all, env: outsideEnv() });
        expectQuickStartOutput(sdk, stdout);
      },
    );
  });
});

describe.each(SDKS)('%s installed alone, as its README says', (sdk) => {
  it('installs nothing else of this repository, and every entry loads as ESM and CommonJS', async () => {
    const project = await alone[sdk];
    expect(readdirSync(join(project, 'node_modules/@card-issuance')).sort()).toEqual(
      [sdk, 'webhook-verifier'].sort(),
    );
    expectEntries([sdk, 'webhook-verifier'], await loadEntries(project, [sdk, 'webhook-verifier']));
  });

  it('throws the verifier’s own error classes: instanceof holds whichever package they come from', async () => {
    const result = await runJson<Record<'cjs' | 'esm', Record<string, unknown>>>(
      NODE,
      ['forged-webhook.cjs', workspaceManifest(sdk).name],
      { cwd: await alone[sdk], env: outsideEnv() },
    );
    const expected = {
      name: 'SignatureMismatchError',
      code: 'signature_mismatch',
      fromSdk: true,
      fromVerifier: true,
      base: true,
    };
    expect(result).toEqual({ cjs: expected, esm: expected });
  });
});
