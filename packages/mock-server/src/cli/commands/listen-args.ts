import { parseArgs } from 'node:util';
import { CliError } from './cli-error';
import { CONTROL_TOKEN_ENV, CONTROL_TOKEN_OPTION, CONTROL_TOKEN_USAGE } from './connect';
import { CONTROL_USAGE, controlUrlOf } from './control-url';

export const LISTEN_USAGE = `Usage: card-issuance-mock listen --forward-to <url> [options]

Registers a temporary webhook endpoint on a running mock, forwards each delivery to <url> with the
mock's own signature headers and body bytes, prints one line per delivery with the receiver's status,
and removes the endpoint when it stops (Ctrl+C, SIGTERM, or the mock going away). A reset of the mock
(POST /_mock/reset, the dashboard's Reset) removes the endpoint: listen registers it again within a
second and says so on stderr; events of that second are not forwarded.

Options:
  --forward-to <url>  where deliveries go (required)
  --style <a|b>       which style's events (default b)
  --events <types>    only these event types, comma-separated (default: all of the style)
  --secret <text>     the signing secret (default: Style B the partner's webhookSecret; Style A a
                      random one, printed)
${CONTROL_USAGE}
${CONTROL_TOKEN_USAGE}
  --json              one JSON line per result on stdout, nothing else: {kind: "ready", endpointId,
                      style, forwardTo, signingSecret} once registered, then {kind: "delivery", at,
                      eventType, eventId, status, error, latencyMs} per delivery (status null: the
                      receiver could not be reached); other messages go to stderr
  -h, --help          show this help`;

/** The options of `card-issuance-mock listen`. */
export interface ListenOptions {
  forwardTo: string;
  style: 'a' | 'b';
  events: string[] | undefined;
  secret: string | undefined;
  control: string;
  controlToken: string | undefined;
  json: boolean;
}

/**
 * Reads `listen`'s arguments; null for `--help`. Bad usage is a {@link CliError} with exit code 2.
 *
 * @example
 * parseListenArgs(['--forward-to', 'http://localhost:3000/hooks', '--json'], process.env);
 */
export function parseListenArgs(
  argv: string[],
  env: Record<string, string | undefined>,
): ListenOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      'forward-to': { type: 'string' },
      style: { type: 'string' },
      events: { type: 'string' },
      secret: { type: 'string' },
      control: { type: 'string' },
      ...CONTROL_TOKEN_OPTION,
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return null;
  const forwardTo = values['forward-to'];
  if (forwardTo === undefined) throw new CliError(`--forward-to <url> is required\n\n${LISTEN_USAGE}`, 2);
  if (!/^https?:\/\//.test(forwardTo) || !URL.canParse(forwardTo))
    throw new CliError(`--forward-to is not an http(s) URL: ${forwardTo}`, 2);
  const style = values.style ?? 'b';
  if (style !== 'a' && style !== 'b') throw new CliError(`--style must be a or b, got ${style}`, 2);
  const events = values.events
    ?.split(',')
    .map((type) => type.trim())
    .filter(Boolean);
  return {
    forwardTo,
    style,
    events,
    secret: values.secret,
    control: controlUrlOf(values.control, env),
    controlToken: values['control-token'] ?? env[CONTROL_TOKEN_ENV],
    json: values.json ?? false,
  };
}
