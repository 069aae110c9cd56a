import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';

const bench = join(import.meta.dirname, '..');
const root = join(bench, '..');

export interface BundleSize {
  label: string;
  minified: number;
  gzipped: number;
}

interface SizeLimitCheck {
  name: string;
  path: string;
  import?: string;
  ignore?: string[];
  limit?: string;
}

/** Leaves the modules size-limit is told to ignore out of the bundle (they load on first use). */
function ignoring(paths: readonly string[]): Plugin {
  return {
    name: 'ignore',
    setup(context) {
      context.onResolve({ filter: /.*/ }, (args) =>
        paths.includes(args.path) ? { path: args.path, external: true } : undefined,
      );
    },
  };
}

async function measure(label: string, contents: string, resolveDir: string, ignore: string[] = []) {
  const result = await build({
    stdin: { contents, resolveDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    plugins: [ignoring(ignore)],
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { label, minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

/**
 * Min+gz of each SDK's client entry as its size-limit check describes it (`import` from `path`, the
 * `ignore`d lazy modules left out), bundled by esbuild and gzipped at level 9 like size-limit's file
 * plugin; beside openapi-fetch and ky bundled the same way (alone, then together).
 *
 * @example
 * const sizes = await runBundleSizes();
 */
export async function runBundleSizes(): Promise<BundleSize[]> {
  const sizes: BundleSize[] = [];
  for (const style of ['a', 'b']) {
    const dir = join(root, `packages/sdk-style-${style}`);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      'size-limit': SizeLimitCheck[];
    };
    const entry = pkg['size-limit'][0] as SizeLimitCheck;
    sizes.push(
      await measure(
        `\`@card-issuance/sdk-style-${style}\` client entry: \`import ${entry.import} from '${entry.path}'\``,
        `export ${entry.import} from './${entry.path}';`,
        dir,
        entry.ignore ?? [],
      ),
    );
  }
  sizes.push(
    await measure(
      '`openapi-fetch` alone (`createClient`)',
      "export { default } from 'openapi-fetch';",
      bench,
    ),
  );
  sizes.push(await measure('`ky` alone', "export { default } from 'ky';", bench));
  sizes.push(
    await measure(
      '`openapi-fetch` + `ky`',
      "export { default as createClient } from 'openapi-fetch'; export { default as ky } from 'ky';",
      bench,
    ),
  );
  return sizes;
}
