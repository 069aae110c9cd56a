/** What went wrong, as a stable string to branch on (`error.code`). */
export type WebhookErrorCode =
  | 'body_already_parsed'
  | 'invalid_secret'
  | 'missing_signature'
  | 'signature_mismatch'
  | 'malformed_event'
  | 'unknown_event_type'
  | 'event_type_mismatch'
  | 'source_not_allowed'
  | 'stale_event';

/**
 * Base class of every error the verifier throws; branch on `instanceof` or on `code`.
 *
 * @example
 * try {
 *   await verifyStyleBWebhook({ body, signature, secret });
 * } catch (error) {
 *   if (error instanceof WebhookVerificationError) console.warn(error.code, error.message);
 * }
 */
export class WebhookVerificationError extends Error {
  /** Stable code of the failure. */
  readonly code: WebhookErrorCode;

  constructor(code: WebhookErrorCode, message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
    this.code = code;
  }
}
