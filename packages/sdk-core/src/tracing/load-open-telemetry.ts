import {
  loadOpenTelemetry as loadShared,
  type OpenTelemetry,
  openTelemetry,
} from '@card-issuance/webhook-verifier/tracing';

export type { OpenTelemetry };

/**
 * Loads `@opentelemetry/api` once per process, when it is installed (an optional peer dependency); null
 * when it is not (or in a browser without it). The workspace's one loader (the verifier's, which its
 * handlers and the mock use too), awaited: kept in the client entry, small, so that the tracing file (the
 * spans and the operations' names) loads only when OpenTelemetry is there or something reads the names.
 *
 * @example
 * const api = await loadOpenTelemetry(); // null without @opentelemetry/api
 */
export async function loadOpenTelemetry(): Promise<OpenTelemetry | null> {
  await loadShared();
  return openTelemetry() ?? null;
}
