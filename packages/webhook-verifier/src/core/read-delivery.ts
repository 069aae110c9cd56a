import { MissingSignatureError, SignatureMismatchError } from '../errors';
import type { MacEncoding } from './hmac-sha256';
import { matchesAnySecret } from './matches-any-secret';
import { type RawBody, readRawBody } from './read-raw-body';
import { readSecrets, type WebhookSecret } from './read-secrets';

/**
 * What a verifier is given: the raw body, the signature header's value, the secret(s).
 *
 * @example
 * const delivery: Delivery = { body: await request.text(), signature: request.headers.get('Signature'), secret };
 */
export interface Delivery {
  body: RawBody;
  signature: string | null | undefined;
  secret: WebhookSecret;
}

/**
 * What both styles' verifiers check first, in this order: the secret(s), that the body is raw, and that
 * the signature header (named `header` in the error) is there and not empty.
 *
 * @throws `InvalidSecretError`, `BodyAlreadyParsedError` or `MissingSignatureError`.
 * @example
 * const { secrets, signed, text, signature } = readDelivery(options, 'x-webhook-signature');
 */
export function readDelivery(
  options: Delivery,
  header: string,
): { secrets: readonly string[]; signed: string | Uint8Array; text: string; signature: string } {
  const secrets = readSecrets(options.secret);
  const { signed, text } = readRawBody(options.body);
  const { signature } = options;
  if (signature === undefined || signature === null || signature === '') {
    throw new MissingSignatureError(header);
  }
  if (typeof signature !== 'string') {
    throw new SignatureMismatchError(
      `the \`${header}\` header must be passed as a string, got ${typeof signature}`,
    );
  }
  return { secrets, signed, text, signature };
}

/**
 * Throws a `SignatureMismatchError` unless one of `secrets` signed `message` as one of `signatures` says
 * (HMAC-SHA256, compared in constant time); its message is `mismatch` of `the secret` or `all <n> secrets`.
 * Synchronous where the runtime hashes so (no turn of the event loop on the hot path): undefined then,
 * else a promise to await.
 *
 * @example
 * const pending = requireSignedBy(secrets, body, [signature], 'hex', (under) => `no secret matched under ${under}`);
 * if (pending) await pending;
 */
export function requireSignedBy(
  secrets: readonly string[],
  message: string | Uint8Array,
  signatures: readonly string[],
  encoding: MacEncoding,
  mismatch: (under: string) => string,
): Promise<void> | undefined {
  const check = (matched: boolean) => {
    if (matched) return;
    throw new SignatureMismatchError(
      mismatch(secrets.length === 1 ? 'the secret' : `all ${secrets.length} secrets`),
    );
  };
  const matched = matchesAnySecret(secrets, message, signatures, encoding);
  if (typeof matched !== 'boolean') return matched.then(check);
  check(matched);
  return undefined;
}
