import type { Clock } from '../../../src/domain/clock';
import type { WebhookFetch } from '../../../src/domain/webhooks/perform-attempt';

/** One request an in-process receiver got. */
export interface ReceivedRequest {
  url: string;
  /** The mock-clock time the request reached the receiver. */
  at: number;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal | undefined;
}

/** An in-process receiver: the `fetch` to hand the engine, and what it received. */
export interface TestReceiver {
  fetch: WebhookFetch;
  requests: ReceivedRequest[];
}

/**
 * A `fetch`-compatible in-process receiver for tests: records every request and answers with `respond`
 * (default 200). `respond` may return a promise that never settles, to play a receiver that hangs.
 *
 * @example
 * const receiver = createTestReceiver(ctx.clock, () => new Response(null, { status: 500 }));
 * const engine = createDeliveryEngine(ctx, { fetch: receiver.fetch });
 */
export function createTestReceiver(
  clock: Clock,
  respond: (request: ReceivedRequest) => Response | Promise<Response> = () =>
    new Response(null, { status: 200 }),
): TestReceiver {
  const requests: ReceivedRequest[] = [];
  return {
    requests,
    fetch: async (url, init) => {
      const request: ReceivedRequest = {
        url,
        at: clock.now(),
        headers: { ...(init.headers as Record<string, string>) },
        body: String(init.body),
        signal: init.signal ?? undefined,
      };
      requests.push(request);
      return respond(request);
    },
  };
}
