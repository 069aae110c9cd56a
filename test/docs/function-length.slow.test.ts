import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A unit a reader can hold in mind: no function of a package's sources runs over MAX_FUNCTION_LINES lines.
// A longer one is a class or a module of named functions waiting to be written.

const ROOT = resolve(import.meta.dirname, '../..');
/** The most lines a function may span, from its first line (after its JSDoc) to its closing brace. */
export const MAX_FUNCTION_LINES = 120;

/** A function over the limit: where it starts, what it is called, how many lines it spans. */
interface LongFunction {
  at: string;
  name: string;
  lines: number;
}

/** The non-test TypeScript sources of every package (`packages/<name>/src`, tests and `.d.ts` left out). */
function packageSources(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      const source = /\.m?tsx?$/.test(entry.name) && !/\.d\.m?ts$/.test(entry.name);
      return source && !/\.test\.m?tsx?$/.test(entry.name) ? [path] : [];
    });
  return readdirSync(join(ROOT, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const src = join(ROOT, 'packages', entry.name, 'src');
      try {
        return walk(src);
      } catch {
        return []; // a package without src/
      }
    });
}

/** What an outline calls a function: its own name, or the variable, property or class member it is. */
function nameOf(node: ts.SignatureDeclaration, file: ts.SourceFile): string {
  if (node.name) return node.name.getText(file);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) {
    return parent.name.getText(file);
  }
  return '(anonymous)';
}

/**
 * Every function, arrow function, method, accessor and constructor of `text` spanning more than `limit`
 * lines, nested ones included.
 *
 * @example
 * longFunctions('a.ts', source, 120); // [{ at: 'a.ts:12', name: 'createThing', lines: 251 }]
 */
export function longFunctions(fileName: string, text: string, limit = MAX_FUNCTION_LINES): LongFunction[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > limit) found.push({ at: `${fileName}:${first + 1}`, name: nameOf(node, file), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** A function of `lines` lines (signature and closing brace included) in the given form. */
function sample(form: 'function' | 'arrow' | 'method', lines: number): string {
  const body = Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i};`).join('\n');
  if (form === 'function') return `/** doc */\nexport function long() {\n${body}\n}\n`;
  if (form === 'arrow') return `const long = () => {\n${body}\n};\n`;
  return `class Long {\n  long() {\n${body}\n  }\n}\n`;
}

describe('function length', () => {
  // The line a sample's function starts on: after the JSDoc, the class line, or the first.
  it.each([
    ['function', 2],
    ['arrow', 1],
    ['method', 2],
  ] as const)('finds a 121-line %s (starting on line %i), not a 120-line one', (form, line) => {
    expect(longFunctions('x.ts', sample(form, 121))).toEqual([
      { at: `x.ts:${line}`, name: 'long', lines: 121 },
    ]);
    expect(longFunctions('x.ts', sample(form, 120))).toEqual([]);
  });

  it('reads the sources of every package', () => {
    const files = packageSources().map((file) => relative(ROOT, file));
    expect(files.some((file) => file.startsWith('packages/mock-server/src/domain/'))).toBe(true);
    expect(files.some((file) => file.startsWith('packages/webhook-verifier/src/'))).toBe(true);
    expect(files.filter((file) => file.endsWith('.test.ts'))).toEqual([]);
  });

  it(`keeps every function of packages/*/src within ${MAX_FUNCTION_LINES} lines`, () => {
    const long = packageSources().flatMap((file) =>
      longFunctions(relative(ROOT, file), readFileSync(file, 'utf8')),
    );
    expect(long).toEqual([]);
  });
});
