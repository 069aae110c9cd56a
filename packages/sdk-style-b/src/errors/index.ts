export type { StyleBErrorCode, StyleBSuccessCode } from './error-code';
export { StyleBApiError, type StyleBApiErrorInit } from './style-b-api-error';
export { StyleBConnectionError } from './style-b-connection-error';
