import { UI_CLIENT_HEADER } from '../../app/ui-client';
import type { JourneyFetch } from '../../testing';

/** How often `listen` checks that its endpoint is still registered (a reset removes it). */
export const ENDPOINT_CHECK_MS = 1_000;

/** What {@link keepEndpoint} needs: how to check the endpoint, how to register it again, whom to tell. */
export interface KeepEndpointOptions {
  fetch: JourneyFetch;
  /** `<control URL>/webhooks/endpoints`. */
  endpointsUrl: string;
  /** Registers the endpoint again; answers its new id. */
  register(): Promise<string>;
  /** The endpoint `previous` was gone (a reset) and is registered again as `current`. */
  onRenewed(previous: string, current: string): void;
  /** It was gone and could not be registered again (the sandbox was removed, say). */
  onLost(previous: string, reason: string): void;
  intervalMs?: number;
}

/**
 * Keeps `listen`'s webhook endpoint registered: checks it every {@link ENDPOINT_CHECK_MS} with one GET,
 * marked with `x-card-issuance-client: listen` so the CLI's request log leaves it out (G-64), and
 * registers it again when the mock answers 404 (a reset removes every endpoint added since start). A check
 * the mock does not answer changes nothing: `watchMock` notices a mock that went away. Answers the current
 * endpoint id and a function that stops checking.
 *
 * @example
 * const kept = keepEndpoint(firstId, { fetch, endpointsUrl, register, onRenewed: log, onLost: exit });
 * kept.id(); // the id to remove on exit
 */
export function keepEndpoint(firstId: string, options: KeepEndpointOptions): { id(): string; stop(): void } {
  let id = firstId;
  let checking = false;
  const check = async (): Promise<void> => {
    if (checking) return;
    checking = true;
    try {
      const response = await options
        .fetch(`${options.endpointsUrl}/${id}`, { headers: { [UI_CLIENT_HEADER]: 'listen' } })
        .catch(() => null);
      await response?.body?.cancel();
      if (response?.status !== 404) return;
      const previous = id;
      try {
        id = await options.register();
      } catch (error) {
        clearInterval(timer);
        return options.onLost(previous, (error as Error).message);
      }
      options.onRenewed(previous, id);
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void check(), options.intervalMs ?? ENDPOINT_CHECK_MS);
  return { id: () => id, stop: () => clearInterval(timer) };
}
