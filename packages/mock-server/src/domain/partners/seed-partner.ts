import { type BinRecord, seedBins } from '../bins';
import type { DomainContext, Environment } from '../context';
import { DomainError } from '../errors';
import { createPartner, type PartnerCredentials, type PartnerRecord } from './partner-store';

/** Everything a seeded partner starts with. */
export interface SeededPartner {
  partner: PartnerRecord;
  credentials: Record<Environment, PartnerCredentials>;
  /** The BIN catalogue of both environments. */
  bins: BinRecord[];
}

/**
 * Creates a working partner: credentials for the sandbox and production, and the seed BIN
 * catalogue in both.
 *
 * @example
 * const { partner, credentials } = seedPartner(ctx, { name: 'Acme Cards' });
 * const scope = { programId: partner.id, environment: 'sandbox' } as const;
 */
export function seedPartner(ctx: DomainContext, input: { name: string }): SeededPartner {
  if (typeof input.name !== 'string' || input.name.trim() === '') {
    throw new DomainError('invalid', 'name must be a non-empty string', { field: 'name' });
  }
  const { partner, credentials } = createPartner(ctx, { name: input.name });
  return { partner, credentials, bins: seedBins(ctx, partner.id) };
}
