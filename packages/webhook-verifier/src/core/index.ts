export { hmacSha256, type MacEncoding, syncSha256Hex } from './hmac-sha256';
export { matchesAnySecret } from './matches-any-secret';
export { parseJsonObject, requireStrings } from './parse-json-object';
export { type Delivery, readDelivery, requireSignedBy } from './read-delivery';
export { type RawBody, readRawBody } from './read-raw-body';
export { readSecrets, type WebhookSecret } from './read-secrets';
export { MAX_SIGNATURES, type SignatureFormat, signatureEntries } from './signature-entries';
export { timingSafeEqual, timingSafeEqualText } from './timing-safe-equal';
