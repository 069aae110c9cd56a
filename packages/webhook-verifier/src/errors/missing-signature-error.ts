import { WebhookVerificationError } from './webhook-verification-error';

/**
 * The signature header was absent or empty. `header` names the header the style uses.
 *
 * @example
 * await verifyStyleAWebhook({ body, signature: req.headers['x-webhook-signature'], secret }).catch((error) => {
 *   if (error instanceof MissingSignatureError) console.warn(error.header); // 'x-webhook-signature'
 * });
 */
export class MissingSignatureError extends WebhookVerificationError {
  /** The header that should carry the signature. */
  readonly header: string;

  constructor(header: string) {
    super(
      'missing_signature',
      `missing signature: the \`${header}\` header is absent or empty. Pass its value as \`signature\` ` +
        '(header names are case-insensitive; some frameworks lowercase them).',
    );
    this.name = 'MissingSignatureError';
    this.header = header;
  }
}
