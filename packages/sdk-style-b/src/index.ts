/**
 * @card-issuance/sdk-style-b: the typed Style B client, its errors and the generated contract types.
 *
 * @example
 * import { createStyleBClient, StyleBApiError, type components } from '@card-issuance/sdk-style-b';
 */

export type * from '@card-issuance/contracts/style-b-types';
export type {
  CallOptions,
  FetchLike,
  LogEntry as StyleBLogEntry,
  Logger as StyleBLogger,
  LogLevel,
  RetryPolicy,
} from '@card-issuance/sdk-core';
export { DEFAULT_RETRY_POLICY } from '@card-issuance/sdk-core';
export type { StyleBClientOptions } from './client/client-options';
export { createStyleBClient, type StyleBClient } from './client/create-client';
export type { ApiPromise, PagePromise, WithResponse } from './core/api-promise';
export type { Operation, OperationData, OperationQuery, Schemas } from './core/operation-types';
// Errors: the base classes, one class per HTTP status family, the timeout.
export * from './errors';
export type { Page } from './pagination/page';
export type {
  Account,
  AccountInit,
  AccountList,
  AccountsResource,
  ListAccountsParams,
  RegisterAccountParams,
} from './resources/accounts';
export type { AccountParams, BinList, BinsResource } from './resources/bins';
export type {
  Budget,
  BudgetsResource,
  BudgetTransferParams,
  BudgetTransferResult,
  CreateBudgetParams,
} from './resources/budgets';
export type {
  Cardholder,
  CardholderList,
  CardholdersResource,
  CreateCardholderParams,
  UpdateCardholderParams,
} from './resources/cardholders';
export type {
  Card,
  CardSecrets,
  CardsResource,
  IssueCardFields,
  IssueCardParams,
  IssuePhysicalCardParams,
  IssueVirtualCardParams,
  ListCardsParams,
  UpdateCardLabelParams,
  VelocityControlParams,
  WidgetToken,
} from './resources/cards';
export type { KycDetail, KycResource, SubmitKycParams } from './resources/kyc';
export type { ListTransactionsParams, Transaction, TransactionsResource } from './resources/transactions';
export type { TransfersResource, WalletTransferParams, WalletTransferResult } from './resources/transfers';
export type { WalletList, WalletsResource } from './resources/wallets';
export type { StyleBWebhookEvent, WebhookSecret } from './webhooks/verify';
export * from './webhooks/webhook-errors';
export type { VerifyWebhookInput, WebhooksResource } from './webhooks/webhooks-resource';
