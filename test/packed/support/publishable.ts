import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './environment';

/** The publishable packages, by folder under packages/ (contracts and sdk-core are private). */
export const PUBLISHABLE = ['sdk-style-a', 'sdk-style-b', 'webhook-verifier', 'mock-server'] as const;

/** A folder of {@link PUBLISHABLE}. */
export type PackageDir = (typeof PUBLISHABLE)[number];

/** A package's manifest, the fields the checks read. */
export interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  engines?: { node?: string };
  scripts?: Record<string, string>;
  exports: Record<string, string | { import: { default: string }; require: { default: string } }>;
  bin?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/**
 * The workspace manifest of a package (the published one strips `prepack`).
 *
 * @example
 * workspaceManifest('sdk-style-b').scripts?.prepack; // 'tsup'
 */
export function workspaceManifest(dir: PackageDir): Manifest {
  return JSON.parse(readFileSync(join(ROOT, 'packages', dir, 'package.json'), 'utf8')) as Manifest;
}
