import * as OPS from '@card-issuance/contracts/style-a';

/**
 * Internal entry, loaded on a client's first call: the operations' names (for hooks, logs and spans) and
 * the OpenTelemetry spans of the calls, which load `@opentelemetry/api` (an optional peer dependency) when
 * it is installed. Kept out of the client entry.
 *
 * @example
 * const { operations, startCallTrace } = await import('../internal/tracing.js');
 */
export { loadOpenTelemetry, startCallTrace } from '@card-issuance/sdk-core';
export const operations: Readonly<Record<string, unknown>> = OPS;
