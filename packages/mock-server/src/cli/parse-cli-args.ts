import { parseArgs } from 'node:util';

/** The CLI's flags (DESIGN.md part 4). */
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
  /** Keeps the sandbox in `<dataDir>/sandbox.sqlite` across restarts (DECISIONS.md G-33). */
  dataDir: string | undefined;
  /** A fixture file run against the mock once it listens, before it prints its config. */
  fixtures: string | undefined;
  help: boolean;
  version: boolean;
}

export const USAGE = `Usage: card-issuance-mock [options]          start the mock
       card-issuance-mock <command> [...]  use a running mock (<command> --help for its options)

Commands:
  listen --forward-to <url>  forward the mock's signed webhook deliveries to a local receiver
  trigger <event-type>       create what an event needs and fire it (--list: every event type)
  fixtures <file.json>       run a named chain of API calls, later ones using earlier answers

Options:
  --port <n>          port to listen on; 0 picks a free one (default 4010)
  --host <addr>       address to bind (default 127.0.0.1)
  --webhook-url <url> where Style B events are delivered
  --rate-limit <n>    requests per second per caller before 42901 / RATE_LIMITED (default: off)
  --seed <text>       the same text gives the same credentials, ids and card numbers on every
                      start (default: random)
  --no-cors           do not answer CORS preflights nor send CORS headers (default: pages on
                      any origin may call the mock)
  --data-dir <dir>    keep the sandbox in <dir>/sandbox.sqlite (created if missing): accounts,
                      cards, balances, events, deliveries, the clock and pending work survive a
                      restart with the same credentials (default: in memory only)
  --fixtures <file>   run this fixture file against the new mock before printing its config
                      (progress on stderr; a failing step stops the mock with exit code 1)
  --json              print one line of JSON with the URLs and credentials once listening
  -v, --version       print the version
  -h, --help          show this help`;

/**
 * Parses the command line; throws an Error with a readable message on bad input.
 *
 * @example
 * parseCliArgs(['--port', '0', '--json']); // { port: 0, json: true, ... }
 */
export function parseCliArgs(argv: string[]): CliOptions {
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
      'data-dir': { type: 'string' },
      fixtures: { type: 'string' },
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
  return {
    port,
    host: values.host ?? '127.0.0.1',
    webhookUrl,
    json: values.json ?? false,
    rateLimit,
    seed,
    cors: !(values['no-cors'] ?? false),
    dataDir,
    fixtures,
    help: values.help ?? false,
    version: values.version ?? false,
  };
}
