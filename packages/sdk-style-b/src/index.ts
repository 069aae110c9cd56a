/**
 * @card-issuance/sdk-style-b: the typed Style B client, its errors and the generated contract types.
 *
 * @example
 * import { createStyleBClient, StyleBApiError, type components } from '@card-issuance/sdk-style-b';
 */

export type * from '@card-issuance/contracts/style-b-types';
export type {
  ApiPromise,
  CallOptions,
  FetchLike,
  LogEntry as StyleBLogEntry,
  Logger as StyleBLogger,
  LogLevel,
  RetryPolicy,
  WithResponse,
} from '@card-issuance/sdk-core';
export { DEFAULT_RETRY_POLICY } from '@card-issuance/sdk-core';
export type { StyleBClientOptions } from './client/client-options';
export { createStyleBClient, type StyleBClient } from './client/create-client';
export type { OperationMethod } from './core/define-operation';
export type { Operation, OperationData, OperationInput } from './core/operation-types';
export type { StyleBResult } from './core/style-b-result';
// Errors: the base classes, one class per HTTP status family, the timeout.
export {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionTimeoutError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  StyleBApiError,
  type StyleBApiErrorInit,
  StyleBConnectionError,
  type StyleBErrorCode,
  type StyleBSuccessCode,
} from './errors';
export { type Page, paginate } from './pagination/paginate';
export type { AccountsResource } from './resources/accounts';
export type { BinsResource } from './resources/bins';
export type { BudgetsResource, WithOptionalCurrency } from './resources/budgets';
export type { CardholdersResource } from './resources/cardholders';
export type { CardsResource } from './resources/cards';
export type { KycResource } from './resources/kyc';
export type { TransactionsResource } from './resources/transactions';
export type { WithOptionalClientTransactionId } from './resources/transfer-input';
export type { TransfersResource } from './resources/transfers';
export type { WalletsResource } from './resources/wallets';
export type { StyleBWebhookEvent, WebhookSecret } from './webhooks/verify';
export * from './webhooks/webhook-errors';
export type { VerifyWebhookInput, WebhooksResource } from './webhooks/webhooks-resource';
