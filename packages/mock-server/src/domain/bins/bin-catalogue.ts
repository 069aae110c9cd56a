import type { DomainContext, Environment, PartnerScope } from '../context';
import { DomainError } from '../errors';
import { prefixedId } from '../ids';
import type { Cents, Currency } from '../money';
import { findInScope } from '../partners/partner-store';
import { defineCollection, indexKey } from '../storage';

/** 0 = Budget BIN (cards spend from a budget), 1 = Prepaid BIN (Style B's `BinType`). */
export type BinType = 0 | 1;

/** A BIN of a partner's catalogue, with the properties the rules need (DECISIONS.md B-18, B-19). */
export interface BinRecord extends PartnerScope {
  id: string;
  /** The 6-digit prefix every card number of the BIN starts with. */
  bin: string;
  type: BinType;
  currencies: Currency[];
  network: string;
  supportPhysicalCard: boolean;
  /** `BB` and `BZ` change the cardholder PATCH rules (B-19). */
  family: string;
  /** Issuing needs at least this much available in the budget (020004). */
  minBudgetBalanceCents: Cents;
  /** Most non-closed cards a cardholder may hold on this BIN (020005, B-18). */
  cardLimit: number;
  /** Whether a cardholder's address may change on this BIN (010002). Not on the wire. */
  supportsAddressChange: boolean;
}

type BinSeed = Omit<BinRecord, 'id' | 'programId' | 'environment'>;

/**
 * The catalogue every partner gets: both types, the four families, physical support on some BINs, one BIN
 * needing 50.00 in the budget, and two families that refuse address changes.
 *
 * @example
 * SEED_BINS.filter((b) => b.type === 0).length; // 3
 */
export const SEED_BINS: readonly BinSeed[] = [
  {
    bin: '445566',
    type: 0,
    currencies: ['USD'],
    network: 'VISA',
    supportPhysicalCard: true,
    family: 'US',
    minBudgetBalanceCents: 0,
    cardLimit: 5,
    supportsAddressChange: true,
  },
  {
    bin: '537210',
    type: 0,
    currencies: ['USD'],
    network: 'MASTERCARD',
    supportPhysicalCard: false,
    family: 'BB',
    minBudgetBalanceCents: 5_000,
    cardLimit: 5,
    supportsAddressChange: true,
  },
  {
    bin: '428950',
    type: 0,
    currencies: ['USD'],
    network: 'VISA',
    supportPhysicalCard: true,
    family: 'BZ',
    minBudgetBalanceCents: 0,
    cardLimit: 5,
    supportsAddressChange: false,
  },
  {
    bin: '522981',
    type: 1,
    currencies: ['USD'],
    network: 'MASTERCARD',
    supportPhysicalCard: false,
    family: 'HK',
    minBudgetBalanceCents: 0,
    cardLimit: 5,
    supportsAddressChange: false,
  },
];

/** The BINs of each partner and environment. */
export const BINS = defineCollection<BinRecord, 'byScope'>({
  name: 'b.bins',
  indexes: { byScope: (bin) => indexKey(bin.programId, bin.environment) },
});
const bins = (ctx: DomainContext) => ctx.storage.collection(BINS);

/**
 * Gives a partner the seed catalogue in both environments (each environment its own BIN ids, since their
 * data are separate).
 *
 * @example
 * const created = seedBins(ctx, partner.id); // 4 BINs per environment
 */
export function seedBins(ctx: DomainContext, programId: string): BinRecord[] {
  const environments: Environment[] = ['sandbox', 'production'];
  return environments.flatMap((environment) =>
    SEED_BINS.map((seed) => {
      const record: BinRecord = {
        ...seed,
        currencies: [...seed.currencies],
        id: prefixedId('bin', ctx.random),
        programId,
        environment,
      };
      bins(ctx).put(record.id, record);
      return record;
    }),
  );
}

/**
 * The BINs of a scope, in catalogue order.
 *
 * @example
 * const type0 = binsOf(ctx, scope).filter((b) => b.type === 0);
 */
export function binsOf(ctx: DomainContext, scope: PartnerScope): BinRecord[] {
  return bins(ctx).find('byScope', indexKey(scope.programId, scope.environment));
}

/**
 * A BIN of the scope's catalogue. An unknown id, or one of another partner, is 020001 "BIN not available"
 * (the spec's 40404 does not cover `binId`).
 *
 * @example
 * const bin = requireBin(ctx, scope, body.binId);
 */
export function requireBin(
  ctx: DomainContext,
  scope: PartnerScope,
  binId: string,
  field = 'binId',
): BinRecord {
  const found = findInScope(bins(ctx), binId, scope);
  if (!found) {
    throw new DomainError('unprocessable', `BIN ${binId.slice(0, 40)} is not available for this account`, {
      field,
      reason: 'bin_not_available',
    });
  }
  return found;
}
