import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { callJson } from '../../testing';
import { CliError } from './cli-error';
import { CONTROL_TOKEN_ENV, CONTROL_TOKEN_OPTION, CONTROL_TOKEN_USAGE, connect } from './connect';
import { CONTROL_USAGE, controlUrlOf } from './control-url';
import { forwardDelivery } from './forward-delivery';
import { watchMock } from './watch-mock';

export const LISTEN_USAGE = `Usage: card-issuance-mock listen --forward-to <url> [options]

Registers a temporary webhook endpoint on a running mock, forwards each delivery to <url> with the
mock's own signature headers and body bytes, prints one line per delivery with the receiver's status,
and removes the endpoint when it stops (Ctrl+C, SIGTERM, or the mock going away).

Options:
  --forward-to <url>  where deliveries go (required)
  --style <a|b>       which style's events (default b)
  --events <types>    only these event types, comma-separated (default: all of the style)
  --secret <text>     the signing secret (default: Style B the partner's webhookSecret; Style A a
                      random one, printed)
${CONTROL_USAGE}
${CONTROL_TOKEN_USAGE}
  -h, --help          show this help`;

interface ListenOptions {
  forwardTo: string;
  style: 'a' | 'b';
  events: string[] | undefined;
  secret: string | undefined;
  control: string;
  controlToken: string | undefined;
}

function parseListenArgs(argv: string[]): ListenOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      'forward-to': { type: 'string' },
      style: { type: 'string' },
      events: { type: 'string' },
      secret: { type: 'string' },
      control: { type: 'string' },
      ...CONTROL_TOKEN_OPTION,
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
    control: controlUrlOf(values.control, process.env),
    controlToken: values['control-token'] ?? process.env[CONTROL_TOKEN_ENV],
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', reject);
  });
}

/** The event a delivery carries, in either style's envelope: `{eventId, eventType}` or `{id, type}`. */
function eventOf(body: Buffer): string {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    return `${parsed.eventType ?? parsed.type ?? '?'} ${parsed.eventId ?? parsed.id ?? '?'}`;
  } catch {
    return 'a delivery that is not JSON';
  }
}

/**
 * `card-issuance-mock listen`: serves a receiver on 127.0.0.1 (any free port), registers it as a webhook
 * endpoint of the mock, forwards each delivery to `--forward-to` and answers the mock with the receiver's
 * status (so the mock retries what the receiver refused), until a signal or the mock stops.
 *
 * @example
 * await listenCommand(['--forward-to', 'http://localhost:3000/hooks', '--style', 'b']);
 */
export async function listenCommand(argv: string[]): Promise<void> {
  const options = parseListenArgs(argv);
  if (options === null) return console.log(LISTEN_USAGE);
  const { target, origin } = await connect(options.control, fetch, options.controlToken);
  const { controlUrl } = target.config;
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const result = await forwardDelivery(options.forwardTo, request.headers, body);
    const outcome = result.status === null ? `failed (${result.error})` : String(result.status);
    console.log(
      `${new Date().toISOString()}  ${eventOf(body)}  -> ${outcome} POST ${options.forwardTo} (${result.latencyMs} ms)`,
    );
    // The mock sees what the receiver answered: a refusal or an unreachable receiver is retried on its schedule.
    response.writeHead(result.status ?? 502, { 'content-type': 'text/plain' });
    response.end(
      result.status === null ? `listen could not reach ${options.forwardTo}: ${result.error}` : result.body,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // Style A endpoints need a secret; a random one is printed so the receiver can be configured with it.
  const secret =
    options.secret ??
    (options.style === 'a' ? `whsec_listen_${randomBytes(18).toString('base64url')}` : undefined);
  const endpoint = await callJson(
    target.fetch,
    'register the endpoint',
    'POST',
    `${controlUrl}/webhooks/endpoints`,
    {
      url: `http://127.0.0.1:${port}/style-${options.style}`,
      style: options.style,
      ...(secret === undefined ? {} : { secret }),
      ...(options.events === undefined ? {} : { eventTypes: options.events }),
    },
  ).catch((error: unknown) => {
    server.close();
    throw new CliError(`could not register the endpoint: ${(error as Error).message}`, 2);
  });
  const endpointId = (endpoint.data as { id: string }).id;
  const signingSecret = secret ?? target.config.styleB.webhookSecret;
  console.log(
    `Ready: forwarding Style ${options.style.toUpperCase()} events to ${options.forwardTo} (endpoint ${endpointId}, signing secret ${signingSecret}). Ctrl+C to stop.`,
  );

  let stopping = false;
  const stop = async (why: string, code: number) => {
    if (stopping) return;
    stopping = true;
    stopWatching();
    const removed = await callJson(
      target.fetch,
      'remove',
      'DELETE',
      `${controlUrl}/webhooks/endpoints/${endpointId}`,
    )
      .then(() => `removed endpoint ${endpointId}`)
      .catch(() => `could not remove endpoint ${endpointId}: the mock did not answer`);
    console.log(`${why}; ${removed}`);
    server.closeAllConnections();
    server.close(() => process.exit(code));
  };
  const stopWatching = watchMock(origin, () => void stop(`the mock at ${origin} went away`, 1));
  process.once('SIGINT', () => void stop('stopped', 0));
  process.once('SIGTERM', () => void stop('stopped', 0));
}
