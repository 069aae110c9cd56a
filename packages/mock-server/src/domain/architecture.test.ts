import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYERS } from '../layers';

// The domain runs in browsers too, and must stay independent of the HTTP layer: the packages the table of
// layers (../layers.ts) forbids it, globs read as biome reads them (`hono` and `hono/*`, `node:*`).
const FORBIDDEN = LAYERS.domain.mayNotImportPackages.map(
  (glob) => new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\/]/g, '\\$&').replace(/\*/g, '.*')}$`),
);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('domain architecture', () => {
  const files = sources(import.meta.dirname);

  it('has source files to check', () => expect(files.length).toBeGreaterThan(5));

  it('reads the forbidden packages of the table', () => {
    const forbidden = (specifier: string) => FORBIDDEN.some((re) => re.test(specifier));
    expect(
      ['node:fs', 'hono', 'hono/router', '@hono/node-server', 'msw', '@mswjs/interceptors'].every(forbidden),
    ).toBe(true);
    expect(['honor', 'zod', '@card-issuance/webhook-verifier'].some(forbidden)).toBe(false);
  });

  it.each(files.map((f) => [f.slice(import.meta.dirname.length + 1), f]))(
    '%s imports no HTTP framework or node: module',
    (_, file) => {
      const specifiers = [
        ...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g),
      ].map((m) => m[1] ?? '');
      expect(specifiers.filter((s) => FORBIDDEN.some((re) => re.test(s)))).toEqual([]);
    },
  );

  it.each(files.map((f) => [f.slice(import.meta.dirname.length + 1), f]))(
    '%s uses no Node-only global',
    (_, file) => {
      const code = readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
      expect(code.match(/\b(Buffer|process|require|__dirname|__filename|setImmediate)\b/g) ?? []).toEqual([]);
    },
  );

  // Views and event names live in the faces (ARCHITECTURE.md): the domain publishes neutral facts. Only
  // the webhook endpoints' subscription filters list each style's event types.
  const STYLE_EVENTS =
    /['"`](KYC|KYB|CARDHOLDER|CARD|CARD_TRANSACTION)\.(CREATED|UPDATED)['"`]|['"`](applicant\.approved|card\.(activated|frozen|updated)|credit_purchase\.settled)['"`]/;
  it.each(
    files.filter((f) => !f.includes('/webhooks/')).map((f) => [f.slice(import.meta.dirname.length + 1), f]),
  )('%s names no style event', (_, file) => {
    const code = readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
    expect(code.match(STYLE_EVENTS)?.[0]).toBeUndefined();
  });
});
