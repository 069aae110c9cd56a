import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository's root. */
export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Every text file git tracks, as `[path relative to the root, text]`; files holding a NUL byte (images,
 * fonts) are left out.
 *
 * @example
 * trackedTexts().find(([path]) => path === 'README.md');
 */
export function trackedTexts(): [path: string, text: string][] {
  const paths = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter((path) => path !== '');
  return paths.flatMap((path): [string, string][] => {
    let text: string;
    try {
      text = readFileSync(join(ROOT, path), 'utf8');
    } catch {
      return []; // tracked but deleted in the work tree, or a folder (a submodule)
    }
    return text.includes('\0') ? [] : [[path, text]];
  });
}
