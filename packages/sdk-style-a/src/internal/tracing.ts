import * as OPS from '@card-issuance/contracts/style-a';

/**
 * Internal entry, loaded on a client's first call only when `@opentelemetry/api` (an optional peer
 * dependency) is installed or a logger or hook reads the operations' names: those names (for hooks, logs
 * and spans) and the OpenTelemetry spans of the calls. Kept out of the client entry.
 *
 * @example
 * const { operations, startCallTrace } = await import('../internal/tracing.js');
 */
export { startCallTrace } from '@card-issuance/sdk-core';
export const operations: Readonly<Record<string, unknown>> = OPS;
