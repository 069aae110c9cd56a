import { DomainError } from './domain-error';

/**
 * Runs `fn` and answers the {@link DomainError} it throws, or `undefined` when it returns; any other error
 * propagates. For tests that assert on kinds, fields and messages.
 *
 * @example
 * expect(catchDomainError(() => parseAmount('1.001', 'amount'))?.kind).toBe('invalid');
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
