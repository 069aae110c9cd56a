import { parseArgs } from 'node:util';
import { CliError } from './cli-error';
import { CONTROL_TOKEN_ENV, CONTROL_TOKEN_OPTION, CONTROL_TOKEN_USAGE, connect } from './connect';
import { CONTROL_USAGE, controlUrlOf } from './control-url';
import { loadFixturesFile } from './fixtures-file';
import { runFixtures, stepLine } from './fixtures-runner';

export const FIXTURES_USAGE = `Usage: card-issuance-mock fixtures <file.json> [--control <url>] [--json]

Runs the named chain of API calls of <file.json> against a running mock, in order; a later call uses
values of an earlier one with \${step:json.path} (for example \${card:data.cardId}); \${config:json.path}
reads GET /_mock/config; \${uuid} is a fresh UUID, \${uuid:label} one UUID per label. Each step signs in
with the sandbox credentials of its style (from /_mock/config), so the file holds no secrets. The file's
format: the mock-server README.

Options:
${CONTROL_USAGE}
${CONTROL_TOKEN_USAGE}
  --json              one JSON line per step on stdout: {step, index, total, method, path, ok, ms,
                      answer} (and status when the mock refused it), nothing else
  -h, --help          show this help`;

/**
 * `card-issuance-mock fixtures <file>`: one progress line per step (one JSON line with `--json`); a bad file
 * exits 2, a failing step 1.
 *
 * @example
 * await fixturesCommand(['fixtures/style-b-card.json', '--control', 'http://127.0.0.1:4010', '--json']);
 */
export async function fixturesCommand(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      control: { type: 'string' },
      ...CONTROL_TOKEN_OPTION,
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return console.log(FIXTURES_USAGE);
  const [path, ...extra] = positionals;
  if (path === undefined || extra.length > 0)
    throw new CliError(`name one fixture file\n\n${FIXTURES_USAGE}`, 2);
  const file = await loadFixturesFile(path);
  const { target, origin } = await connect(
    controlUrlOf(values.control, process.env),
    fetch,
    values['control-token'] ?? process.env[CONTROL_TOKEN_ENV],
  );
  const json = values.json ?? false;
  await runFixtures(target, origin, file, (step) =>
    console.log(json ? JSON.stringify(step) : stepLine(step)),
  );
  if (!json) console.log(`${path}: ${file.fixtures.length} steps done`);
}
