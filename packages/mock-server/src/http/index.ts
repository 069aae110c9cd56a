export { canonicalJson } from './canonical-json';
export { type IdempotencyOptions, idempotent } from './idempotent';
export { readJsonBody } from './read-json-body';
export { type RequestIdVariables, requestId } from './request-id';
