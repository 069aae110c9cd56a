import type { DomainContext } from '../context';
import { prefixedId } from '../ids';
import { defineCollection } from '../storage';

/** How a Style A program's cards are funded (DECISIONS.md ). */
export type Funding = 'PREPAID' | 'CREDIT';

/** A Style A card program of one organization (DECISIONS.md A-24). */
export interface CardProgramRecord {
  id: string;
  organizationId: string;
  name: string;
  funding: Funding;
  bin: string;
  issuanceFeeCents: number;
  cardLimitPerCardholder: number;
}

/** The storage collection of Style A card programs, by name. */
export const CARD_PROGRAMS = 'a.programs';

/** The card programs, by organization. */
export const CARD_PROGRAM_COLLECTION = defineCollection<CardProgramRecord, 'byOrganization'>({
  name: CARD_PROGRAMS,
  indexes: { byOrganization: (program) => program.organizationId },
});

/**
 * Seeds one PREPAID and one CREDIT program for an organization.
 *
 * @example
 * const [prepaid, credit] = seedCardPrograms(ctx, organization.id);
 */
export function seedCardPrograms(ctx: DomainContext, organizationId: string): CardProgramRecord[] {
  const programs = ctx.storage.collection(CARD_PROGRAM_COLLECTION);
  const seeded: CardProgramRecord[] = [
    {
      id: prefixedId('prg', ctx.random),
      organizationId,
      name: 'Prepaid virtual',
      funding: 'PREPAID',
      bin: '431940',
      issuanceFeeCents: 150,
      cardLimitPerCardholder: 5,
    },
    {
      id: prefixedId('prg', ctx.random),
      organizationId,
      name: 'Credit virtual',
      funding: 'CREDIT',
      bin: '552209',
      issuanceFeeCents: 500,
      cardLimitPerCardholder: 2,
    },
  ];
  for (const program of seeded) programs.put(program.id, program);
  return seeded;
}

/**
 * The programs of the given organizations, ordered by id.
 *
 * @example
 * listCardPrograms(ctx, caller.scope);
 */
export function listCardPrograms(
  ctx: DomainContext,
  organizationIds: readonly string[],
): CardProgramRecord[] {
  const programs = ctx.storage.collection(CARD_PROGRAM_COLLECTION);
  return [...new Set(organizationIds)]
    .flatMap((organizationId) => programs.find('byOrganization', organizationId))
    .sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
}
