export { BodyAlreadyParsedError } from './body-already-parsed-error';
export { DeliveryInProgressError } from './delivery-in-progress-error';
export { InvalidSecretError } from './invalid-secret-error';
export { MalformedEventError } from './malformed-event-error';
export { MissingSignatureError } from './missing-signature-error';
export { SignatureMismatchError } from './signature-mismatch-error';
export { SourceNotAllowedError } from './source-not-allowed-error';
export { UnknownEventTypeError } from './unknown-event-type-error';
export { type WebhookErrorCode, WebhookVerificationError } from './webhook-verification-error';
