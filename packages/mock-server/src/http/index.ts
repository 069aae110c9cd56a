export { CARD_DETAILS_HEADERS, type CardDetails, cardDetailsPage } from './card-details-page';
export { escapeHtml } from './escape-html';
export { type IdempotencyOptions, idempotent } from './idempotent';
export { checkJsonContentType } from './json-content-type';
export { jsonDepth, MAX_JSON_DEPTH, parseJsonObject } from './parse-json-object';
export { readJsonBody } from './read-json-body';
export { type RequestIdVariables, requestId } from './request-id';
export { parseRequest, type RequestInput, type RequestSchemas, readRequest } from './request-input';
export { businessIssue, type IssueRule, type IssueVerdict, parseInput } from './zod-input';
