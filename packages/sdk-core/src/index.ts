/**
 * @card-issuance/sdk-core (private): what both SDKs share, bundled into each of them.
 *
 * @example
 * import { createCoreClient, ApiError, iteratePages } from '@card-issuance/sdk-core';
 */
export { abortable } from './auth/abortable';
export {
  type CachedToken,
  createTokenCache,
  type TokenCache,
  type TokenCacheOptions,
} from './auth/token-cache';
export { type AuthScheme, type CallPolicy, withAuth } from './auth/with-auth';
export { ApiError, type ApiErrorInit } from './errors/api-error';
export { ConnectionError, type ConnectionErrorInit } from './errors/connection-error';
export { toTransportError } from './errors/to-transport-error';
export { type ApiPromise, apiPromise, type WithResponse } from './operations/api-promise';
export type { CallOptions } from './operations/call-options';
export type { ClientOptions } from './operations/client-options';
export {
  type Answer,
  type CoreClient,
  type CoreClientOptions,
  createCoreClient,
  type OperationParts,
  type RawClientModule,
  type Runner,
} from './operations/create-core-client';
export type { OperationDef } from './operations/operation-def';
export { isRetryable } from './operations/retryable';
export { iteratePages, type PageStep } from './pagination/iterate-pages';
export {
  type CallTrace,
  loadOpenTelemetry,
  startCallTrace,
  type TracingModule,
} from './tracing/open-telemetry';
export { type CallHook, type CallHooks, type CallView, callHook } from './transport/call-hooks';
export {
  type AttemptPolicy,
  createTransport,
  type OutgoingRequest,
  type Send,
  type TransportOptions,
} from './transport/create-transport';
export type { FetchLike } from './transport/fetch-like';
export { type LogEntry, type Logger, type LogLevel, levelFilter } from './transport/logger';
export { REDACTED, redactHeaders } from './transport/redact-headers';
export { redactUrl } from './transport/redact-url';
export { backoffDelay, DEFAULT_RETRY_POLICY, type RetryPolicy } from './transport/retry-policy';
