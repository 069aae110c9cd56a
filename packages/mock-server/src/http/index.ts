export { canonicalJson } from './canonical-json';
export { CARD_DETAILS_HEADERS, type CardDetails, cardDetailsPage } from './card-details-page';
export { type IdempotencyOptions, idempotent } from './idempotent';
export { readJsonBody } from './read-json-body';
export { type RequestIdVariables, requestId } from './request-id';
