/**
 * The error classes of `client.webhooks.verify` in both SDKs: the very classes
 * `@card-issuance/webhook-verifier` exports (a dependency of each SDK, never a bundled copy), so
 * `instanceof` holds whichever package a class is imported from. Loaded from the verifier's small
 * `/errors` entry, so the verifier itself still loads only on the first `webhooks.verify`. Named one by
 * one: esbuild drops an `export *` of an external package from a bundled entry; an SDK re-exports this
 * module with `export *`, which esbuild resolves, this module being bundled (a test in each SDK checks
 * that every name arrives).
 *
 * @example
 * // packages/sdk-style-x/src/webhooks/webhook-errors.ts
 * export * from '@card-issuance/sdk-core/webhook-errors';
 */
export {
  BodyAlreadyParsedError,
  DeliveryInProgressError,
  EventTypeMismatchError,
  InvalidSecretError,
  MalformedEventError,
  MissingSignatureError,
  SignatureMismatchError,
  SourceNotAllowedError,
  StaleEventError,
  UnknownEventTypeError,
  type WebhookErrorCode,
  WebhookVerificationError,
} from '@card-issuance/webhook-verifier/errors';
