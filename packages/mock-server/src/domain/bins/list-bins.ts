import { requireAccount } from '../accounts';
import type { DomainContext, PartnerScope } from '../context';
import { type BinRecord, binsOf } from './bin-catalogue';

/**
 * `GET /v1/card/bins`: the partner's BIN catalogue, for an account of the scope (40404 otherwise).
 *
 * @example
 * const bins = listBins(ctx, scope, { accountId }); // BinRecord[]
 */
export function listBins(ctx: DomainContext, scope: PartnerScope, input: { accountId: string }): BinRecord[] {
  requireAccount(ctx, scope, input.accountId);
  return binsOf(ctx, scope);
}
