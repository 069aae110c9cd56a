// Where the package's manifest is, from this module: `dist/<entry>.js` once built (one level up), and
// `src/app/own-version.ts` when the sources run (two). Not literals in `new URL(…, import.meta.url)`, which
// a browser bundler would take for an asset to copy.
const MANIFEST_CANDIDATES = ['../package.json', '../../package.json'];
const PACKAGE_NAME = '@card-issuance/mock-server';
/** When no manifest can be read: in a browser (the MSW handlers there). */
const UNKNOWN_VERSION = '0.0.0';

let cached: string | undefined;

/**
 * The version of the installed `@card-issuance/mock-server`, read from its package.json on first use and
 * not copied into the build: the webhooks' `User-Agent: card-issuance-mock/<version>` (DECISIONS.md E-5)
 * then names the version installed, even when the build predates `changeset version` (as `--version`
 * does). Node only (through `process.getBuiltinModule`, so browser bundles import no `node:` module);
 * `0.0.0` where no file can be read.
 *
 * @example
 * createDeliveryEngine(ctx, { fetch, version: ownVersion() }); // User-Agent: card-issuance-mock/0.1.0
 */
export function ownVersion(): string {
  cached ??= readOwnVersion();
  return cached;
}

function readOwnVersion(): string {
  const fs = globalThis.process?.getBuiltinModule?.('node:fs');
  if (!fs) return UNKNOWN_VERSION;
  for (const candidate of MANIFEST_CANDIDATES) {
    try {
      const manifest = JSON.parse(fs.readFileSync(new URL(candidate, import.meta.url), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (manifest.name === PACKAGE_NAME && typeof manifest.version === 'string') return manifest.version;
    } catch {
      // Not there (or not JSON): the next place.
    }
  }
  return UNKNOWN_VERSION;
}
