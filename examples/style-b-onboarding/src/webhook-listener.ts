import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  StyleBEventType,
  StyleBWebhookEvent,
  StyleBWebhookEventOf,
} from '@card-issuance/webhook-verifier';
import { createNodeWebhookHandler } from '@card-issuance/webhook-verifier/node';

/** A local receiver of signed Style B webhooks, for the length of the onboarding. */
export interface WebhookListener {
  /** Where to register it, e.g. `http://127.0.0.1:53211/webhooks`. */
  url: string;
  /** Every verified event, in the order received. */
  events: StyleBWebhookEvent[];
  /**
   * Resolves with the first verified event of `eventType` whose payload `match` accepts, already received
   * or still to come; rejects after `timeoutMs` (default 10 s).
   */
  waitFor<T extends StyleBEventType>(
    eventType: T,
    match?: (payload: StyleBWebhookEventOf<T>['payload']) => boolean,
    timeoutMs?: number,
  ): Promise<StyleBWebhookEventOf<T>>;
  close(): Promise<void>;
}

type Waiter = { match: (event: StyleBWebhookEvent) => boolean; resolve: (event: StyleBWebhookEvent) => void };

/**
 * Starts an HTTP server that verifies each delivery with the program's webhook secret (a forged or
 * altered one is answered 401 and never reaches `events`).
 *
 * @example
 * const listener = await startWebhookListener({ secret: process.env.STYLE_B_WEBHOOK_SECRET! });
 * const kyc = await listener.waitFor('KYC.UPDATED', (payload) => payload.accountId === accountId);
 */
export async function startWebhookListener(options: {
  secret: string;
  port?: number;
  host?: string;
}): Promise<WebhookListener> {
  const events: StyleBWebhookEvent[] = [];
  const waiters = new Set<Waiter>();
  const handler = createNodeWebhookHandler({
    style: 'b',
    secret: options.secret,
    onEvent: (event) => {
      events.push(event);
      for (const waiter of waiters) if (waiter.match(event)) waiter.resolve(event);
    },
  });
  const server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/webhooks') return void handler(request, response);
    response.writeHead(404).end();
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}/webhooks`,
    events,
    waitFor(eventType, match = () => true, timeoutMs = 10_000) {
      const matches = (event: StyleBWebhookEvent) =>
        event.eventType === eventType && match(event.payload as never);
      const seen = events.find(matches);
      if (seen) return Promise.resolve(seen as never);
      return new Promise((resolve, reject) => {
        // A deadline, not a pause: the promise settles as soon as the event arrives.
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching ${eventType} webhook within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter: Waiter = {
          match: matches,
          resolve: (event) => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve(event as never);
          },
        };
        waiters.add(waiter);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
