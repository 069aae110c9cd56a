/**
 * Internal entry, loaded on a client's first call: the OpenTelemetry spans of the calls, which load
 * `@opentelemetry/api` (an optional peer dependency) when it is installed. Kept out of the client entry.
 *
 * @example
 * const { startCallTrace } = await import('../internal/tracing.js');
 */
export { loadOpenTelemetry, startCallTrace } from '@card-issuance/sdk-core';
