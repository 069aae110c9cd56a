import { WebhookVerificationError } from './webhook-verification-error';

/**
 * The body was not the raw request body but an already parsed value (an object), typically because a JSON
 * body parser (`express.json()`, Fastify's default parser, `await request.json()`) ran first. Signatures
 * are computed over the exact bytes received, so re-serializing a parsed object cannot be verified.
 *
 * @example
 * await verifyStyleAWebhook({ body: req.body, signature, secret }).catch((error) => {
 *   if (error instanceof BodyAlreadyParsedError) console.error(error.message); // use express.raw(...)
 * });
 */
export class BodyAlreadyParsedError extends WebhookVerificationError {
  constructor(received: string) {
    super(
      'body_already_parsed',
      `body must be the raw request body (a string, Uint8Array/Buffer or ArrayBuffer), got ${received}: ` +
        'a JSON body parser ran before the verifier. Read the raw body instead, for example ' +
        "express.raw({ type: 'application/json' }) on the webhook route, or `await request.text()`.",
    );
    this.name = 'BodyAlreadyParsedError';
  }
}
