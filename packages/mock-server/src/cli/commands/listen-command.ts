import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callJson } from '../../testing';
import { whenPipeCloses } from '../closed-pipe';
import { CliError } from './cli-error';
import { connect } from './connect';
import { forwardDelivery } from './forward-delivery';
import { keepEndpoint } from './keep-endpoint';
import { LISTEN_USAGE, type ListenOptions, parseListenArgs } from './listen-args';
import { watchMock } from './watch-mock';

export { LISTEN_USAGE };

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', reject);
  });
}

/** The event a delivery carries, in either style's envelope: `{eventId, eventType}` or `{id, type}`. */
function eventOf(body: Buffer): { eventType: string | null; eventId: string | null } {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    return { eventType: text(parsed.eventType ?? parsed.type), eventId: text(parsed.eventId ?? parsed.id) };
  } catch {
    return { eventType: null, eventId: null };
  }
}

/** The receiver `listen` serves on 127.0.0.1: each request is forwarded, and reported by `report`. */
function receiver(options: ListenOptions, report: (line: Record<string, unknown>, text: string) => void) {
  return createServer(async (request, response) => {
    const body = await readBody(request);
    const result = await forwardDelivery(options.forwardTo, request.headers, body);
    const outcome = result.status === null ? `failed (${result.error})` : String(result.status);
    const at = new Date().toISOString();
    const event = eventOf(body);
    const named =
      event.eventType === null && event.eventId === null
        ? 'a delivery that is not JSON'
        : `${event.eventType ?? '?'} ${event.eventId ?? '?'}`;
    report(
      {
        kind: 'delivery',
        at,
        ...event,
        status: result.status,
        error: result.error,
        latencyMs: result.latencyMs,
      },
      `${at}  ${named}  -> ${outcome} POST ${options.forwardTo} (${result.latencyMs} ms)`,
    );
    // The mock sees what the receiver answered: a refusal or an unreachable receiver is retried on its schedule.
    response.writeHead(result.status ?? 502, { 'content-type': 'text/plain' });
    response.end(
      result.status === null ? `listen could not reach ${options.forwardTo}: ${result.error}` : result.body,
    );
  });
}

/**
 * `card-issuance-mock listen`: serves a receiver on 127.0.0.1 (any free port), registers it as a webhook
 * endpoint of the mock, forwards each delivery to `--forward-to` and answers the mock with the receiver's
 * status (so the mock retries what the receiver refused), until a signal, a closed stdout, or the mock
 * stops. A reset removes the endpoint: it is registered again (same URL, secret and event types).
 *
 * @example
 * await listenCommand(['--forward-to', 'http://localhost:3000/hooks', '--style', 'b']);
 */
export async function listenCommand(argv: string[]): Promise<void> {
  const options = parseListenArgs(argv, process.env);
  if (options === null) return console.log(LISTEN_USAGE);
  const { target, origin } = await connect(options.control, fetch, options.controlToken);
  const { controlUrl } = target.config;
  // With --json stdout holds one JSON line per result; the words for people go to stderr.
  const report = (line: Record<string, unknown>, text: string) =>
    console.log(options.json ? JSON.stringify(line) : text);
  const say = (text: string) => (options.json ? console.error(text) : console.log(text));
  const server = receiver(options, report);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // Style A endpoints need a secret; a random one is printed so the receiver can be configured with it.
  const secret =
    options.secret ??
    (options.style === 'a' ? `whsec_listen_${randomBytes(18).toString('base64url')}` : undefined);
  const endpointsUrl = `${controlUrl}/webhooks/endpoints`;
  const register = async () => {
    const endpoint = await callJson(target.fetch, 'register the endpoint', 'POST', endpointsUrl, {
      url: `http://127.0.0.1:${port}/style-${options.style}`,
      style: options.style,
      ...(secret === undefined ? {} : { secret }),
      ...(options.events === undefined ? {} : { eventTypes: options.events }),
    });
    return (endpoint.data as { id: string }).id;
  };
  const firstId = await register().catch((error: unknown) => {
    server.close();
    throw new CliError(`could not register the endpoint: ${(error as Error).message}`, 2);
  });
  const signingSecret = secret ?? target.config.styleB.webhookSecret;
  report(
    { kind: 'ready', endpointId: firstId, style: options.style, forwardTo: options.forwardTo, signingSecret },
    `Ready: forwarding Style ${options.style.toUpperCase()} events to ${options.forwardTo} (endpoint ${firstId}, signing secret ${signingSecret}). Ctrl+C to stop.`,
  );

  let stopping = false;
  // `why` is said with what became of the endpoint; null: say nothing more (its loss was said already).
  const stop = async (why: string | null, code: number) => {
    if (stopping) return;
    stopping = true;
    stopWatching();
    endpoint.stop();
    if (why !== null) {
      const id = endpoint.id();
      const removed = await callJson(target.fetch, 'remove', 'DELETE', `${endpointsUrl}/${id}`)
        .then(() => `removed endpoint ${id}`)
        .catch(() => `could not remove endpoint ${id}: the mock did not answer`);
      say(`${why}; ${removed}`);
    }
    server.closeAllConnections();
    server.close(() => process.exit(code));
  };
  const endpoint = keepEndpoint(firstId, {
    fetch: target.fetch,
    endpointsUrl,
    register,
    onRenewed: (previous, current) =>
      console.error(
        `endpoint ${previous} is gone (the mock was reset): registered endpoint ${current}, forwarding to ${options.forwardTo} again`,
      ),
    onLost: (previous, reason) => {
      console.error(`endpoint ${previous} is gone and could not be registered again: ${reason}`);
      void stop(null, 1);
    },
  });
  const stopWatching = watchMock(origin, () => void stop(`the mock at ${origin} went away`, 1));
  process.once('SIGINT', () => void stop('stopped', 0));
  process.once('SIGTERM', () => void stop('stopped', 0));
  // `listen | head -1`: the reader left, so the endpoint goes too.
  whenPipeCloses(() => void stop('stdout closed', 0));
}
