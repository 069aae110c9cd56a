/**
 * @card-issuance/sdk-style-a: the typed Style A client, its errors and the generated contract types. Method 2
 * reveal on its own is `@card-issuance/sdk-style-a/reveal`; the hosted widget is `/widget`.
 *
 * @example
 * import { createStyleAClient, StyleAApiError, type components } from '@card-issuance/sdk-style-a';
 */

export type * from '@card-issuance/contracts/style-a-types';
export type {
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
export type { ApiPromise } from './core/api-promise';
export type { BodyOf, DataOf, OperationId, QueryOf } from './core/operation-types';
export type { WithBody } from './core/with-body';
// Errors: the base classes, one class per HTTP status family, the timeout.
export * from './errors';
export type { Page, PagePromise } from './pagination/page';
export type {
  Applicant,
  ApplicantKycStatus,
  ApplicantsResource,
  CreateApplicantParams,
  FundingBalances,
  ImportKycShareParams,
} from './resources/applicants';
export type {
  AcceptInviteParams,
  AcceptInviteResult,
  AuthResource,
  Jwks,
  LoginParams,
  LoginResult,
} from './resources/auth';
export type { Cardholder, CardholdersResource, CreateCardholderParams } from './resources/cardholders';
export type {
  AmountParams,
  Card,
  CardBalance,
  CardsResource,
  CreateCardParams,
  CreatePaymentDetailsParams,
  SecureDetails,
  UpdateCardParams,
} from './resources/cards';
export type { KycConfig, KycResource } from './resources/kyc';
export type { ListParams, Organization, OrganizationsResource } from './resources/organizations';
export type { Program, ProgramsResource } from './resources/programs';
export type {
  CreateSpendControlParams,
  DeleteSpendControlParams,
  ListSpendControlsParams,
  SpendControl,
  SpendControlsResource,
} from './resources/spend-controls';
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
