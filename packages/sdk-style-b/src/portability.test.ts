import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The client runs on Node 22+, browsers, Deno, Bun and edge runtimes: fetch and Web Crypto only. The
// tsconfig loads Node types for the tests, so this check keeps Node out of the shipped source.
const root = import.meta.dirname;
const sources = (readdirSync(root, { recursive: true }) as string[]).filter(
  (file) => file.endsWith('.ts') && !file.includes('.test') && !file.startsWith('generated'),
);

describe('shipped source', () => {
  it.each(sources)('%s uses no Node module or global', (file) => {
    const text = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(text).not.toMatch(/from '(node:|fs|path|crypto|http|https|util|net)'/);
    expect(text).not.toMatch(/\b(process|Buffer|require|__dirname)\b[.(]/);
  });
});
