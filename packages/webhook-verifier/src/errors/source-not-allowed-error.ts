import { WebhookVerificationError } from './webhook-verification-error';

/**
 * The request came from outside the source allowlist (or its source could not be told): the handler
 * answers 403 before any signature work. `message` says which.
 *
 * @example
 * if (error instanceof SourceNotAllowedError) console.warn(error.message); // 'source not allowed: ...'
 */
export class SourceNotAllowedError extends WebhookVerificationError {
  constructor(reason: string) {
    super('source_not_allowed', `source not allowed: ${reason}`);
    this.name = 'SourceNotAllowedError';
  }
}
