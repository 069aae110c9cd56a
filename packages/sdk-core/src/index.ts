/**
 * @card-issuance/sdk-core (private): what both SDKs share, bundled into each of them.
 *
 * @example
 * import { createCoreClient, ApiError, paginate } from '@card-issuance/sdk-core';
 */
export { abortable } from './auth/abortable';
export {
  type CachedToken,
  createTokenCache,
  type TokenCache,
  type TokenCacheOptions,
} from './auth/token-cache';
export { type AuthScheme, type CallPolicy, withAuth } from './auth/with-auth';
export { ApiError, type ApiErrorClass, type ApiErrorInit } from './errors/api-error';
export { ConnectionError, type ConnectionErrorInit } from './errors/connection-error';
export { retryAfterMs } from './errors/retry-after';
export {
  type ApiErrorClasses,
  createStatusErrors,
  type RetryAfter,
  STATUS_FAMILIES,
  type StatusErrors,
  statusErrorClass,
} from './errors/status-errors';
export { errorClassFor, INVALID_RESPONSE, toApiError } from './errors/to-api-error';
export { toTransportError } from './errors/to-transport-error';
export {
  type Answered,
  type ApiPromise,
  apiPromise,
  mapApiPromise,
  type WithResponse,
} from './operations/api-promise';
export { bindOperation, type SendOperation } from './operations/bind-operation';
export type { CallOptions } from './operations/call-options';
export type { ClientOptions } from './operations/client-options';
export {
  type Binder,
  boundOperation,
  createBinder,
  type OperationSender,
} from './operations/create-binder';
export {
  type Answer,
  type CoreClient,
  type CoreClientOptions,
  createCoreClient,
  type RawClientModule,
  type Runner,
} from './operations/create-core-client';
export type { OperationDef, OperationParts } from './operations/operation-def';
export type { ReadBody } from './operations/read-body';
export { isRetryable } from './operations/retryable';
export {
  type ClientCredentials,
  startClient,
  type TokenRequest,
} from './operations/start-client';
export type { StylePolicy, Unwrapped } from './operations/style-policy';
export { validateClientOptions } from './operations/validate-client-options';
export type { Page, PagePromise } from './pagination/page';
export { type PageReader, paginate } from './pagination/paginate';
export { loadOpenTelemetry, type OpenTelemetry } from './tracing/load-open-telemetry';
export { type CallTrace, startCallTrace, type TracingModule } from './tracing/open-telemetry';
export { type CallHook, type CallHooks, type CallView, callHook } from './transport/call-hooks';
export {
  type AttemptPolicy,
  createTransport,
  type Send,
  type TransportOptions,
} from './transport/create-transport';
export type { FetchLike } from './transport/fetch-like';
export { type LogEntry, type Logger, type LogLevel, levelFilter } from './transport/logger';
export type { OutgoingRequest } from './transport/outgoing-request';
export { REDACTED, redactHeaders } from './transport/redact-headers';
export { redactUrl } from './transport/redact-url';
export { backoffDelay, DEFAULT_RETRY_POLICY, type RetryPolicy } from './transport/retry-policy';
