export { amountCents, withCents, zAmountCents } from './amount';
export { isJsonAnswer, requestIdOf } from './answer-tag';
export {
  bindOperations,
  type Call,
  type FaceBinding,
  type FaceHandlers,
  type OperationEntry,
  type OperationHandler,
  ownSchemas,
  type Reply,
  type ReplyOptions,
  reply,
  type StylePolicy,
} from './bind-operations';
export { CARD_DETAILS_HEADERS, type CardDetails, cardDetailsPage } from './card-details-page';
export { cardDetailsResponse } from './card-details-response';
export { escapeHtml } from './escape-html';
export { answerFailures, type FailureEnvelope, type FailureFallbacks } from './face-failures';
export { type IdempotencyOptions, idempotent } from './idempotent';
export { checkJsonContentType } from './json-content-type';
export { jsonResponse, responseText } from './json-response';
export { maskCardNumbers } from './mask-card-numbers';
export { matchCachingRouter } from './match-cache';
export { jsonDepth, MAX_JSON_DEPTH, parseJsonObject } from './parse-json-object';
export { pathOfUrl } from './path-of-url';
export { readJsonBody } from './read-json-body';
export { type RequestIdVariables, requestId, requestIdFor, stampRequestId } from './request-id';
export { parseRequest, type RequestInput, type RequestSchemas } from './request-input';
export { type IssueRule, type IssueVerdict, issueVerdictOf, parseInput } from './zod-input';
