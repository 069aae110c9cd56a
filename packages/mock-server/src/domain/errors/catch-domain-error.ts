import { DomainError } from './domain-error';

/**
 * Runs `fn` and answers the {@link DomainError} it throws, or `undefined` when it returns; any other error
 * propagates. For tests that assert on kinds, fields and messages.
 *
 * @example
 * expect(catchDomainError(() => requireCardById(ctx, 'card_nope'))?.kind).toBe('not_found');
 */
export function catchDomainError(fn: () => unknown): DomainError | undefined {
  try {
    fn();
    return undefined;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}
