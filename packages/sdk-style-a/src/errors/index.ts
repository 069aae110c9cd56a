export { ConnectionTimeoutError } from './connection-timeout-error';
export type { StyleAErrorCode } from './error-code';
export * from './status-errors';
export { StyleAApiError, type StyleAApiErrorInit } from './style-a-api-error';
export { StyleAConnectionError } from './style-a-connection-error';
