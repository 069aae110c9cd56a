import type { DomainContext } from '../context';
import { prefixedId } from '../ids';

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

/** The storage collection of Style A card programs. */
export const CARD_PROGRAMS = 'a.programs';

/**
 * Seeds one PREPAID and one CREDIT program for an organization.
 *
 * @example
 * const [prepaid, credit] = seedCardPrograms(ctx, organization.id);
 */
export function seedCardPrograms(ctx: DomainContext, organizationId: string): CardProgramRecord[] {
  const programs = ctx.storage.collection<CardProgramRecord>(CARD_PROGRAMS);
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
  const reachable = new Set(organizationIds);
  return [...ctx.storage.collection<CardProgramRecord>(CARD_PROGRAMS).values()]
    .filter((program) => reachable.has(program.organizationId))
    .sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
}
