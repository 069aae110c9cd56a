import { requireAccount } from '../accounts';
import type { DomainContext, ProgramScope } from '../context';
import { type BinRecord, binsOf } from './bin-catalogue';

/**
 * `GET /v1/card/bins`: the program's BIN catalogue, for an account of the scope (40404 otherwise).
 *
 * @example
 * const bins = listBins(ctx, scope, { accountId }).map(binView);
 */
export function listBins(ctx: DomainContext, scope: ProgramScope, input: { accountId: string }): BinRecord[] {
  requireAccount(ctx, scope, input.accountId);
  return binsOf(ctx, scope);
}
