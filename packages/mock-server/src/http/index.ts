export { amountCents, withCents, zAmountCents } from './amount';
export { isJsonAnswer, requestIdOf } from './answer-tag';
export {
  bindOperations,
  type Call,
  type FaceBinding,
  type FaceHandlers,
  type OperationEntry,
  type OperationHandler,
  operationsOf,
  ownSchemas,
  type Reply,
  type ReplyOptions,
  reply,
  type StylePolicy,
} from './bind-operations';
export { bodyFieldOf, bodyTextOf } from './body-text';
export { CARD_DETAILS_HEADERS, type CardDetails, cardDetailsPage } from './card-details-page';
export { cardDetailsResponse } from './card-details-response';
export { escapeHtml } from './escape-html';
export {
  type Face,
  type PlainResponse,
  plainRefusal,
  type Refusal,
  type RefusalCodes,
  type RefusalKind,
  refusalResponse,
  type SandboxClue,
} from './face';
export { answerFailures, type FailureEnvelope, type FailureFallbacks } from './face-failures';
export { handedOutUrl } from './handed-out-url';
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
export { wantsJson } from './wants-json';
export { type IssueRule, type IssueVerdict, issueVerdictOf, parseInput } from './zod-input';
