import { packagedDocsAssets } from '../docs/docs-assets';
import type { ConformStyle } from './exchange';
import type { OpenApiSpec } from './response-contract';

/**
 * The spec of Style `style` the package ships (`dist/docs/specs/style-<style>.json`, written at build from
 * `specs/`), or `undefined` when it is missing (an unbuilt checkout).
 *
 * @example
 * const spec = await packagedSpec('b');
 */
export async function packagedSpec(style: ConformStyle): Promise<OpenApiSpec | undefined> {
  return packagedDocsAssets().spec(style === 'a' ? 'style-a' : 'style-b');
}
