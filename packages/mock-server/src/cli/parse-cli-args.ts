import { parseArgs } from 'node:util';
import { normalizeOrigin } from '../app/origin-policy';

/** The CLI's flags (`card-issuance-mock --help`). */
export interface CliOptions {
  port: number;
  host: string;
  webhookUrl: string | undefined;
  json: boolean;
  rateLimit: number | undefined;
  /** Makes credentials, ids and card numbers repeat across starts (DECISIONS.md G-20). */
  seed: string | undefined;
  /** False with `--no-cors` (DECISIONS.md G-24). */
  cors: boolean;
  /** Page origins allowed besides loopback ones (`--cors-origin`, repeatable, G-24). */
  corsOrigins: string[];
  /** Host names requests may name besides loopback ones and `--host` (G-55). */
  allowedHosts: string[];
  /** The control token (`--control-token` or `$CARD_ISSUANCE_MOCK_CONTROL_TOKEN`, G-54). */
  controlToken: string | undefined;
  /** The largest request body read, in bytes (`--max-body`, G-53). */
  maxBody: number;
  /** How long a sandbox made with `POST /_mock/sandboxes` lives without a request, in ms (`--sandbox-ttl`, G-78). */
  sandboxTtlMs: number | undefined;
  /** How many sandboxes `POST /_mock/sandboxes` may hold at once (`--max-sandboxes`). */
  maxSandboxes: number | undefined;
  /** Keeps the sandbox in `<dataDir>/sandbox.sqlite` across restarts (DECISIONS.md G-33). */
  dataDir: string | undefined;
  /** A fixture file run against the mock once it listens, before it prints its config. */
  fixtures: string | undefined;
  /** `api`: the developer's calls only; `all`: also the dashboard's and the docs' own (`--log`, G-64). */
  log: 'api' | 'all';
  /** `auto`: aligned and coloured on a terminal, plain `text` otherwise (`--log-format`). */
  logFormat: 'auto' | 'text' | 'pretty' | 'json';
  help: boolean;
  version: boolean;
}

export const USAGE = `Usage: card-issuance-mock [options]          start the mock
       card-issuance-mock <command> [...]  use a running mock (<command> --help for its options)

Commands:
  listen --forward-to <url>  forward the mock's signed webhook deliveries to a local receiver
  trigger <event-type>       create what an event needs and fire it (--list: every event type)
  fixtures <file.json>       run a named chain of API calls, later ones using earlier answers
  conform --style <a|b> ...  check a deployment of the interface against the contract (drift)
  export --har <file>        write the requests the mock served to a HAR 1.2 file, secrets redacted
  (each finds the mock by --control <url>, else $CARD_ISSUANCE_MOCK_URL, else 127.0.0.1:4010;
  with --json each prints one JSON line per result on stdout)

Options:
  --port <n>          port to listen on; 0 picks a free one (default 4010)
  --host <addr>       address to bind (default 127.0.0.1); any other than loopback needs a control
                      token and prints a warning saying what is exposed
  --control-token <t> a token every /_mock call and the landing page must carry as Authorization:
                      Bearer <t> (default: $CARD_ISSUANCE_MOCK_CONTROL_TOKEN; generated and printed
                      once when --host is not loopback); the dashboard: /_mock/dashboard#token=<t>
  --allowed-host <h>  a host name requests may name in Host besides localhost, 127.0.0.1, [::1]
                      and --host (with 0.0.0.0: any IP), for a tunnel or /etc/hosts name
                      (repeatable; others get 403)
  --webhook-url <url> where Style B events are delivered
  --rate-limit <n>    requests per second per caller before 42901 / RATE_LIMITED (default: off)
  --seed <text>       the same text gives the same credentials, ids and card numbers on every
                      start (default: random)
  --cors-origin <o>   a page origin allowed to call the mock, such as https://app.example:8443
                      (repeatable; pages on http://localhost, 127.0.0.1 and [::1], any port, always
                      are; others get no CORS header and their control writes get 403)
  --no-cors           do not answer CORS preflights nor send CORS headers
  --max-body <bytes>  largest request body read; a larger one gets 413 (default 1048576)
  --sandbox-ttl <min> minutes a sandbox made with POST /_mock/sandboxes lives without a request
                      (default 1440, that is 24 hours of the real clock)
  --max-sandboxes <n> how many sandboxes POST /_mock/sandboxes may hold at once; past it a
                      creation gets 409 naming the limit (default 1000)
  --data-dir <dir>    keep the sandbox in <dir>/sandbox.sqlite (created if missing): accounts,
                      cards, balances, events, deliveries, the clock and pending work survive a
                      restart with the same credentials, and the sandboxes made at run time in
                      <dir>/sandboxes/ (default: in memory only)
  --fixtures <file>   run this fixture file against the new mock before printing its config
                      (progress on stderr; a failing step stops the mock with exit code 1)
  --log <which>       api: log the API and control calls you make (default); all: also the
                      dashboard's and the API reference's own requests, marked ui=dashboard / ui=docs
  --log-format <f>    how request lines look on stderr: auto (default: aligned and coloured on a
                      terminal, text otherwise), text (one plain line per request), pretty, or json
                      (one JSON object per line)
  --json              print one line of JSON with the URLs and credentials once listening
  -v, --version       print the version
  -h, --help          show this help`;

const LOG_FORMATS = ['auto', 'text', 'pretty', 'json'] as const;
const isLogFormat = (value: string): value is CliOptions['logFormat'] =>
  (LOG_FORMATS as readonly string[]).includes(value);

/**
 * Parses the command line; throws an Error with a readable message on bad input.
 *
 * @example
 * parseCliArgs(['--port', '0', '--json']); // { port: 0, json: true, ... }
 */
export function parseCliArgs(argv: string[], env: Record<string, string | undefined> = {}): CliOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'webhook-url': { type: 'string' },
      'rate-limit': { type: 'string' },
      seed: { type: 'string' },
      'no-cors': { type: 'boolean' },
      'cors-origin': { type: 'string', multiple: true },
      'allowed-host': { type: 'string', multiple: true },
      'control-token': { type: 'string' },
      'max-body': { type: 'string' },
      'sandbox-ttl': { type: 'string' },
      'max-sandboxes': { type: 'string' },
      'data-dir': { type: 'string' },
      fixtures: { type: 'string' },
      log: { type: 'string' },
      'log-format': { type: 'string' },
      json: { type: 'boolean' },
      version: { type: 'boolean', short: 'v' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const port = values.port === undefined ? 4010 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--port must be 0 to 65535, got ${values.port}`);
  const rateLimit = values['rate-limit'] === undefined ? undefined : Number(values['rate-limit']);
  if (rateLimit !== undefined && (!Number.isInteger(rateLimit) || rateLimit < 1)) {
    throw new Error(`--rate-limit must be a positive integer, got ${values['rate-limit']}`);
  }
  const seed = values.seed;
  if (seed !== undefined && (seed.trim() === '' || seed.length > 200))
    throw new Error('--seed must be 1 to 200 characters, not only spaces');
  const dataDir = values['data-dir'];
  if (dataDir !== undefined && dataDir.trim() === '') throw new Error('--data-dir must name a directory');
  const fixtures = values.fixtures;
  if (fixtures !== undefined && fixtures.trim() === '') throw new Error('--fixtures must name a file');
  const webhookUrl = values['webhook-url'];
  if (webhookUrl !== undefined && !URL.canParse(webhookUrl))
    throw new Error(`--webhook-url is not a URL: ${webhookUrl}`);
  const corsOrigins = values['cors-origin'] ?? [];
  if (corsOrigins.length > 0 && values['no-cors'])
    throw new Error('--cors-origin and --no-cors exclude each other');
  for (const origin of corsOrigins) {
    try {
      normalizeOrigin(origin);
    } catch (error) {
      throw new Error(`--cors-origin: ${(error as Error).message}`);
    }
  }
  const allowedHosts = values['allowed-host'] ?? [];
  for (const host of allowedHosts) {
    if (!/^[a-z0-9.-]+$/i.test(host))
      throw new Error(`--allowed-host must be a host name such as mock.test, got ${host}`);
  }
  const controlToken = values['control-token'] ?? (env.CARD_ISSUANCE_MOCK_CONTROL_TOKEN || undefined);
  if (controlToken !== undefined && !/^[\x21-\x7e]{16,512}$/.test(controlToken))
    throw new Error('--control-token must be 16 to 512 visible ASCII characters');
  const sandboxTtl = values['sandbox-ttl'] === undefined ? undefined : Number(values['sandbox-ttl']);
  if (sandboxTtl !== undefined && (!Number.isInteger(sandboxTtl) || sandboxTtl < 1 || sandboxTtl > 525_600))
    throw new Error(`--sandbox-ttl must be 1 to 525600 minutes, got ${values['sandbox-ttl']}`);
  const maxSandboxes = values['max-sandboxes'] === undefined ? undefined : Number(values['max-sandboxes']);
  if (
    maxSandboxes !== undefined &&
    (!Number.isInteger(maxSandboxes) || maxSandboxes < 1 || maxSandboxes > 100_000)
  )
    throw new Error(`--max-sandboxes must be 1 to 100000, got ${values['max-sandboxes']}`);
  const maxBody = values['max-body'] === undefined ? 1_048_576 : Number(values['max-body']);
  if (!Number.isSafeInteger(maxBody) || maxBody < 1)
    throw new Error(`--max-body must be a positive number of bytes, got ${values['max-body']}`);
  const log = values.log ?? 'api';
  if (log !== 'api' && log !== 'all') throw new Error(`--log must be api or all, got ${log}`);
  const logFormat = values['log-format'] ?? 'auto';
  if (!isLogFormat(logFormat))
    throw new Error(`--log-format must be auto, text, pretty or json, got ${logFormat}`);
  return {
    port,
    host: values.host ?? '127.0.0.1',
    webhookUrl,
    json: values.json ?? false,
    rateLimit,
    seed,
    cors: !(values['no-cors'] ?? false),
    corsOrigins,
    allowedHosts,
    controlToken,
    maxBody,
    sandboxTtlMs: sandboxTtl === undefined ? undefined : sandboxTtl * 60_000,
    maxSandboxes,
    dataDir,
    fixtures,
    log,
    logFormat,
    help: values.help ?? false,
    version: values.version ?? false,
  };
}
