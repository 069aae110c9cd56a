// One process of the `baseline` section: `mock.fetch` of the build given by `--mock-dist` beside the minimal
// Hono `app.fetch` (this bench's own, the same file for every build), the GET a card of the in-process row,
// the two ways alternating in slices. Prints one JSON line (in-process-ratio-output.ts); progress to stderr.
//
//   node in-process-ratio.ts --mock-dist ../../packages/mock-server/dist --rounds 10 --slices 25 --slice-ms 20
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { getCardPair } from './get-card-pair.ts';
import { formatRatioOutput } from './in-process-ratio-output.ts';
import { interleavedOpsPerSecond } from './stats.ts';
import { expectStyleBOk } from './style-b-ok.ts';

type MockModule = typeof import('@card-issuance/mock-server');
type TestingModule = typeof import('@card-issuance/mock-server/testing');
/** A conditional export as package.json writes it: a path, or conditions leading to one. */
type ExportTarget = string | { import?: ExportTarget; default?: ExportTarget };

const { values } = parseArgs({
  options: {
    'mock-dist': { type: 'string' },
    rounds: { type: 'string', default: '10' },
    slices: { type: 'string', default: '25' },
    'slice-ms': { type: 'string', default: '20' },
  },
});
if (!values['mock-dist']) {
  console.error(
    'usage: node in-process-ratio.ts --mock-dist <packages/mock-server/dist> [--rounds 10] [--slices 25] [--slice-ms 20]',
  );
  process.exit(2);
}
const dist = resolve(values['mock-dist']);
const rounds = Number(values.rounds);
const sliceMs = Number(values['slice-ms']);
const roundMs = Number(values.slices) * sliceMs;

/** The ESM file of an export of the package (`import`, else `default`), as Node would resolve it. */
function esmFile(target: ExportTarget | undefined, subpath: string): string {
  if (typeof target === 'string') return target;
  if (target === undefined) throw new Error(`${dist}/../package.json exports no ${subpath}`);
  return esmFile(target.import ?? target.default, subpath);
}

const packageJson = JSON.parse(readFileSync(join(dist, '..', 'package.json'), 'utf8')) as {
  exports: Record<string, ExportTarget>;
};
const { createMock } = (await import(pathToFileURL(join(dist, 'index.js')).href)) as MockModule;
const testingFile = esmFile(packageJson.exports['./testing'], './testing');
const { styleBCard } = (await import(pathToFileURL(join(dist, '..', testingFile)).href)) as TestingModule;

const mock = createMock();
try {
  const { ourUrl, init, app, honoUrl } = await getCardPair(mock, styleBCard);
  const runs = {
    'mock.fetch': async () => expectStyleBOk(await mock.fetch(ourUrl, init)),
    'app.fetch': async () => expectStyleBOk(await app.fetch(new Request(honoUrl, init))),
  };
  await interleavedOpsPerSecond(runs, 500, sliceMs); // warm-up
  const mockFetch: number[] = [];
  const appFetch: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const ops = await interleavedOpsPerSecond(runs, roundMs, sliceMs);
    mockFetch.push(ops['mock.fetch']);
    appFetch.push(ops['app.fetch']);
  }
  process.stdout.write(`${formatRatioOutput(mockFetch, appFetch)}\n`);
} finally {
  mock.close();
}
