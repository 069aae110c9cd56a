import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// `--seed` repeats a sandbox only if every id, secret and card number draws from ctx.random (DECISIONS.md
// G-20). The id helpers fall back to Web Crypto when called without a source: only request ids may do that.
const src = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !/\.test\.ts$|testing\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Calls that use the helpers' Web Crypto default, as `file:line: code`. */
function unseededCalls(): string[] {
  const found: string[] = [];
  for (const file of sources(src)) {
    if (file.includes(`${join('domain', 'ids')}`)) continue; // the helpers themselves and their docs
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const code = line.replace(/\/\/.*$/, '');
        if (/^\s*\*/.test(code)) return; // JSDoc examples
        const unseeded =
          /\b(prefixedId|randomToken)\(\s*[^,()]*\)/.test(code) ||
          /\bcvv\(\s*\)/.test(code) ||
          /\bcardNumber\(\s*[^,()]*(,\s*[^,()]*)?\)/.test(code) ||
          /\buuid\(\s*\)/.test(code);
        const requestId =
          /request-id|logServed\(served, null, uuid\(\)\)/.test(code) || file.endsWith('request-id.ts');
        if (unseeded && !requestId) found.push(`${relative(src, file)}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe('seeded randomness', () => {
  it('has sources to scan', () => expect(sources(src).length).toBeGreaterThan(50));

  it('draws every id, secret and card number from ctx.random; only request ids stay random', () => {
    expect(unseededCalls()).toEqual([]);
  });
});
