import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = new URL('../src', import.meta.url).pathname;
const files = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('generated'))
  .map((file) => join(src, file));
const nodeAdapters = /^adapters\/(node|express|fastify)\//;

describe('architecture', () => {
  it('keeps the core free of Node: no node: imports, Buffer or process outside the Node adapters', () => {
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const code = text
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*\*)/.test(line))
        .join('\n');
      const path = relative(src, file);
      if (!nodeAdapters.test(path))
        expect(code, path).not.toMatch(/from 'node:|\bBuffer\.|\bprocess\.|require\(/);
      // Even the Node adapters import only types from Node and the frameworks.
      for (const line of text
        .split('\n')
        .filter((l) => /^import .* from '(node:|express|fastify|hono)/.test(l))) {
        expect(line, path).toMatch(/^import type /);
      }
    }
  });

  it('reaches node:crypto only through the feature check of core/hmac-sha256.ts (Web Crypto elsewhere)', () => {
    const reaching = files
      .filter((file) => readFileSync(file, 'utf8').includes('getBuiltinModule'))
      .map((file) => relative(src, file));
    expect(reaching).toEqual(['core/hmac-sha256.ts']);
  });

  it('keeps index.ts files to re-exports', () => {
    for (const file of files.filter((f) => f.endsWith('index.ts'))) {
      const lines = readFileSync(file, 'utf8').split('\n');
      const code = lines.filter(
        (line) => line.trim() && !/^\s*(export|import|\}|[\w, {}]+,?$|type )/.test(line),
      );
      expect(code, relative(src, file)).toEqual([]);
    }
  });
});
