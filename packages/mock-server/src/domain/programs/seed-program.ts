import { type BinRecord, seedBins } from '../bins';
import type { DomainContext, Environment } from '../context';
import { DomainError } from '../errors';
import { createProgram, type ProgramCredentials, type ProgramRecord } from './program-store';

/** Everything a seeded program starts with. */
export interface SeededProgram {
  program: ProgramRecord;
  credentials: Record<Environment, ProgramCredentials>;
  /** The BIN catalogue of both environments. */
  bins: BinRecord[];
}

/**
 * Creates a working partner program: credentials for the sandbox and production, and the seed BIN
 * catalogue in both (DESIGN.md part 4).
 *
 * @example
 * const { program, credentials } = seedProgram(ctx, { name: 'Acme Cards' });
 * const scope = { programId: program.id, environment: 'sandbox' } as const;
 */
export function seedProgram(ctx: DomainContext, input: { name: string }): SeededProgram {
  if (typeof input.name !== 'string' || input.name.trim() === '') {
    throw new DomainError('invalid', 'name must be a non-empty string', { field: 'name' });
  }
  const { program, credentials } = createProgram(ctx, { name: input.name });
  return { program, credentials, bins: seedBins(ctx, program.id) };
}
