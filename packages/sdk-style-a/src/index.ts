/**
 * @card-issuance/sdk-style-a: the typed Style A client, its errors and the generated contract types. Method 2
 * reveal on its own is `@card-issuance/sdk-style-a/reveal`; the hosted widget is `/widget`.
 *
 * @example
 * import { createStyleAClient, StyleAApiError, type components } from '@card-issuance/sdk-style-a';
 */

export type * from '@card-issuance/contracts/style-a-types';
export type {
  ApiPromise,
  CallOptions,
  FetchLike,
  LogEntry as StyleALogEntry,
  Logger as StyleALogger,
  LogLevel,
  RetryPolicy,
  WithResponse,
} from '@card-issuance/sdk-core';
export { DEFAULT_RETRY_POLICY } from '@card-issuance/sdk-core';
export type { StyleAWebhookEvent, WebhookSecret } from '@card-issuance/webhook-verifier';
export type { StyleAClientOptions } from './client/client-options';
export { createStyleAClient, type StyleAClient } from './client/create-client';
export type { ById, ByIdWithBody, WithBody, WithQuery } from './core/bind';
export type { CursorPage } from './core/list-all';
export type { ListAll } from './core/listing';
export type { BodyOf, DataOf, OperationId, QueryOf } from './core/operation-types';
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
  StyleAApiError,
  type StyleAApiErrorInit,
  StyleAConnectionError,
  type StyleAErrorCode,
} from './errors';
export type { ApplicantsResource } from './resources/applicants';
export type { AuthResource } from './resources/auth';
export type { CardholdersResource } from './resources/cardholders';
export type { CardsResource } from './resources/cards';
export type { KycResource } from './resources/kyc';
export type { OrganizationsResource } from './resources/organizations';
export type { ProgramsResource } from './resources/programs';
export type { SpendControlsResource } from './resources/spend-controls';
export {
  decryptPaymentDetails,
  generateRevealKeyPair,
  type PaymentDetails,
  type PaymentDetailsEnvelope,
  PaymentDetailsError,
  type RevealKeyPair,
} from './reveal';
export * from './webhooks/webhook-errors';
export type { VerifyWebhookInput, WebhooksResource } from './webhooks/webhooks-resource';
