/** Style B environments: separate credentials and separate data (DESIGN.md part 4). */
export type Environment = 'sandbox' | 'production';

/**
 * Whose data an operation may touch: one partner program in one environment. Every Style B record carries
 * both, and a record of another scope is "not found" (DECISIONS.md: never leak existence).
 *
 * @example
 * const scope: ProgramScope = { programId: 'prog_123', environment: 'sandbox' };
 */
export interface ProgramScope {
  programId: string;
  environment: Environment;
}

/**
 * Whether a record belongs to a scope.
 *
 * @example
 * if (!inScope(card, scope)) throw notFound('cardId');
 */
export function inScope(record: ProgramScope, scope: ProgramScope): boolean {
  return record.programId === scope.programId && record.environment === scope.environment;
}
