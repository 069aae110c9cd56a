import { InvalidSecretError } from '../errors';

/** One secret, or several while rotating (any of them may have signed). */
export type WebhookSecret = string | readonly string[];

/**
 * The secrets as a non-empty list, each a non-empty string without surrounding whitespace; otherwise an
 * `InvalidSecretError` that says which one is wrong and why.
 *
 * @example
 * readSecrets(['whsec_new', 'whsec_old']); // ['whsec_new', 'whsec_old']
 * readSecrets('whsec_new\n'); // throws InvalidSecretError
 */
export function readSecrets(secret: unknown): readonly string[] {
  const list: readonly unknown[] = Array.isArray(secret) ? secret : [secret];
  if (list.length === 0) throw new InvalidSecretError('the list of secrets is empty');
  list.forEach((item, index) => {
    const which = Array.isArray(secret) ? `secret[${index}]` : 'secret';
    if (typeof item !== 'string') {
      throw new InvalidSecretError(`${which} must be a string, got ${item === null ? 'null' : typeof item}`);
    }
    if (item.length === 0)
      throw new InvalidSecretError(`${which} is empty (is the environment variable set?)`);
    if (item.trim() !== item) {
      throw new InvalidSecretError(
        `${which} has surrounding whitespace (often a trailing newline from an .env file or a secrets ` +
          'manager); trim it where you load it',
      );
    }
  });
  return list as readonly string[];
}
