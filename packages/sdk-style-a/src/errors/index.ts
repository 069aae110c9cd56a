export type { StyleAErrorCode } from './error-code';
export { StyleAApiError, type StyleAApiErrorInit } from './style-a-api-error';
export { StyleAConnectionError } from './style-a-connection-error';
