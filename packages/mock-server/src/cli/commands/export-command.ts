import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createMockControlClient, MockControlError } from '../../client';
import { CliError } from './cli-error';
import { CONTROL_TOKEN_ENV, CONTROL_TOKEN_OPTION, CONTROL_TOKEN_USAGE, connect } from './connect';
import { CONTROL_USAGE, controlUrlOf } from './control-url';

export const EXPORT_USAGE = `Usage: card-issuance-mock export --har <file> [--control <url>] [--limit <n>] [--json]

Writes the requests a running mock served (its request log, GET /_mock/requests.har) to <file> as an
HTTP Archive (HAR 1.2) that browser developer tools and HAR viewers open: each request's URL, headers
and body, its answer's status, headers and body, and its timing, oldest first. Secrets are redacted as the
log keeps them (tokens, client secrets, card numbers, CVV, Authorization headers...). A sandbox's
requests: --control <its URL>. The file is written whole or not at all (a temporary file, then renamed).

Options:
  --har <file>        where to write the HAR (replaced if it exists)
  --limit <n>         the newest n requests, 1 to 500 (default 500, all the log keeps by default)
${CONTROL_USAGE}
${CONTROL_TOKEN_USAGE}
  --json              one JSON line on stdout when written: {file, entries, nextCursor} (nextCursor:
                      the cursor of older requests still kept, for GET /_mock/requests.har; else null)
  -h, --help          show this help`;

/** What `export --json` prints once the file is written. */
export interface ExportReport {
  /** The file written, as an absolute path. */
  file: string;
  entries: number;
  /** Where older requests still kept start (`cursor` of `GET /_mock/requests.har`), null when none are. */
  nextCursor: string | null;
}

interface HarFile {
  log: { entries: unknown[]; _nextCursor: string | null };
}

function limitOf(value: string | undefined): number {
  if (value === undefined) return 500;
  const limit = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(limit >= 1 && limit <= 500))
    throw new CliError(`--limit must be an integer from 1 to 500, got ${value}`, 2);
  return limit;
}

/**
 * Writes `text` to `file` whole or not at all: a temporary file beside it, flushed, then renamed over it.
 * A folder that does not exist or cannot be written is a {@link CliError} naming the file and the reason.
 *
 * @example
 * await writeAtomically('requests.har', JSON.stringify(har));
 */
export async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    const { code, message } = error as NodeJS.ErrnoException;
    throw new CliError(`cannot write ${file}: ${code ?? message}`, 2);
  }
}

/**
 * `card-issuance-mock export --har <file>`: the request log of the mock at `--control` as a HAR 1.2 file.
 *
 * @example
 * await exportCommand(['--har', 'requests.har', '--control', 'http://127.0.0.1:4010', '--json']);
 */
export async function exportCommand(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      har: { type: 'string' },
      limit: { type: 'string' },
      control: { type: 'string' },
      ...CONTROL_TOKEN_OPTION,
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return console.log(EXPORT_USAGE);
  if (positionals.length > 0) throw new CliError(`unexpected ${positionals.join(' ')}\n\n${EXPORT_USAGE}`, 2);
  if (!values.har?.trim())
    throw new CliError(`name the file to write with --har <file>\n\n${EXPORT_USAGE}`, 2);
  const file = resolve(values.har);
  const limit = limitOf(values.limit);
  const controlUrl = controlUrlOf(values.control, process.env);
  const token = values['control-token'] ?? process.env[CONTROL_TOKEN_ENV];
  // The config first: an unreachable mock or a missing token is told as every subcommand tells it.
  await connect(controlUrl, fetch, token);
  let har: HarFile;
  try {
    har = (await createMockControlClient({ url: controlUrl, token }).requests.har({ limit })) as HarFile;
  } catch (error) {
    if (error instanceof MockControlError) throw new CliError(`${controlUrl}/requests.har: ${error.message}`);
    throw new CliError(`cannot read ${controlUrl}/requests.har: ${(error as Error).message}`);
  }
  await writeAtomically(file, `${JSON.stringify(har, null, 2)}\n`);
  const report: ExportReport = { file, entries: har.log.entries.length, nextCursor: har.log._nextCursor };
  if (values.json) return console.log(JSON.stringify(report));
  console.log(`wrote ${report.entries} request${report.entries === 1 ? '' : 's'} to ${file} (HAR 1.2)`);
  if (report.nextCursor)
    console.log(`older requests are kept: GET ${controlUrl}/requests.har?cursor=${report.nextCursor}`);
}
