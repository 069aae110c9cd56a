import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NODE, outsideEnv, ROOT } from './support/environment';
import { createNpmProject } from './support/npm-project';
import {
  type Manifest,
  type PackageDir,
  PUBLISHABLE,
  packPackages,
  workspaceManifest,
} from './support/pack-packages';
import { run, runJson } from './support/run';
import { type RunningCli, startCli } from './support/start-cli';

// The publishable packages as a user gets them: packed by pnpm, installed by npm into throwaway projects
// outside the workspace (no workspace link, no hoisted devDependency to hide a missing one), imported as
// ESM and as CommonJS from every entry of their exports map, and run under the workspace's Node 24: the
// installed CLI serves, each SDK makes a real call against it, the verifier checks a delivery the mock
// signed. Each SDK is also installed with only the verifier it depends on, the way a new user reported
// it failing.

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
  },
  'mock-server': {
    '.': ['createMock', 'createClock'],
    './node': ['listen', 'createSqliteStorage'],
    './msw': ['createMockHandlers'],
    './testing': ['styleBCard', 'styleACard', 'purchase', 'JourneyError'],
    './client': ['createMockControlClient', 'MockControlError'],
  },
};

const SDKS = ['sdk-style-a', 'sdk-style-b'] as const;
type Names = Record<string, string[] | { error: string }>;

let temp = '';
let all = '';
const manifests = {} as Record<PackageDir, Manifest>;
/**
 * Each SDK's project with only that SDK and the verifier it depends on installed (npm takes the verifier
 * from its tarball, as it would from the registry); awaited by its own tests, so a failed install fails them.
 */
const alone = {} as Record<(typeof SDKS)[number], Promise<string>>;

beforeAll(async () => {
  temp = await mkdtemp(join(tmpdir(), 'packed-packages-'));
  const tarballs = await packPackages(join(temp, 'tarballs'));
  for (const sdk of SDKS) {
    const project = join(temp, `${sdk}-alone`);
    alone[sdk] = createNpmProject(project, [tarballs[sdk], tarballs['webhook-verifier']]).then(() => project);
    alone[sdk].catch(() => {}); // reported by the tests that await it
  }
  all = join(temp, 'all');
  // msw: the optional peer that the ./msw entry of the mock needs.
  await createNpmProject(all, [...PUBLISHABLE.map((dir) => tarballs[dir]), 'msw']);
  for (const dir of PUBLISHABLE) manifests[dir] = installedManifest(all, workspaceManifest(dir).name);
});

afterAll(async () => {
  await Promise.allSettled(Object.values(alone));
  if (temp) await rm(temp, { recursive: true, force: true });
});

function installedManifest(project: string, name: string): Manifest {
  return JSON.parse(readFileSync(join(project, 'node_modules', name, 'package.json'), 'utf8')) as Manifest;
}

/** Every specifier of a package's exports map except ./package.json, e.g. `@card-issuance/mock-server/msw`. */
function specifiers(manifest: Manifest): string[] {
  return Object.keys(manifest.exports)
    .filter((subpath) => subpath !== './package.json')
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

describe('the packed manifests', () => {
  it.each(PUBLISHABLE)('%s builds on prepack and ships only what an install needs', (dir) => {
    const workspace = workspaceManifest(dir);
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
      expect(packed.dependencies?.[name], `${name} of ${dir}`).toBe(
        `^${workspaceManifest('webhook-verifier').version}`,
      );
    }
    expect(packed.private).toBeUndefined();
    const installed = join(all, 'node_modules', packed.name);
    for (const file of referencedFiles(packed))
      expect(existsSync(join(installed, file)), `${dir}: ${file} (run pnpm run build first)`).toBe(true);
    // Only the build and the docs: no sources, tests or configs.
    expect(readdirSync(installed).sort()).toEqual(['LICENSE', 'README.md', 'dist', 'package.json']);
  });

  it('gives the mock its card-issuance-mock command', () => {
    const { bin } = manifests['mock-server'];
    expect(Object.keys(bin ?? {})).toEqual(['card-issuance-mock']);
    const cli = readFileSync(join(all, 'node_modules/.bin/card-issuance-mock'), 'utf8');
    expect(cli.startsWith('#!/usr/bin/env node\n')).toBe(true);
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
        const readme = readFileSync(join(ROOT, 'packages', sdk, 'README.md'), 'utf8');
        const section = readme.split('## Quick start')[1] ?? '';
        const code = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
        expect(code, `${sdk} README has a TypeScript quick start`).toBeDefined();
        const origin = new URL(cli.config.controlUrl).origin;
        const file = join(all, `quickstart-${sdk}.mts`);
        writeFileSync(file, (code ?? '').replaceAll('http://127.0.0.1:4010', origin));
        const { stdout } = await run(NODE, [file], { cwd: all, env: outsideEnv() });
        expect(stdout).toMatch(/^card \S+ issued, number ending \d{4}/m);
        expect(stdout).toMatch(/^purchase txn_\S+: PENDING$/m);
        expect(stdout).toMatch(/^webhook (CARD_TRANSACTION\.CREATED|card\.frozen) received/m);
      },
    );
  });
});

describe.each(SDKS)('%s installed with only the verifier', (sdk) => {
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
