export { ConnectionTimeoutError } from './connection-timeout-error';
export type { StyleBErrorCode, StyleBSuccessCode } from './error-code';
export * from './status-errors';
export { StyleBApiError, type StyleBApiErrorInit } from './style-b-api-error';
export { StyleBConnectionError } from './style-b-connection-error';
