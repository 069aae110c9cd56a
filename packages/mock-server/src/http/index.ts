export { readJsonBody } from './read-json-body';
export { type RequestIdVariables, requestId } from './request-id';
