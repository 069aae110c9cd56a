import type { SchemaBin } from '@card-issuance/contracts/style-b-types';
import type { BinRecord } from '../domain/bins';
import { formatCents } from '../domain/money';

/**
 * A BIN as `GET /v1/card/bins` shows it (style-b.openapi.yaml `Bin`): the rule-only fields (card limit,
 * address changes) stay in the record.
 *
 * @example
 * binView(bin).minBudgetBalance; // '50.00'
 */
export function binView(record: BinRecord): SchemaBin {
  return {
    id: record.id,
    bin: record.bin,
    type: record.type,
    currencies: [...record.currencies],
    network: record.network,
    supportPhysicalCard: record.supportPhysicalCard,
    family: record.family,
    minBudgetBalance: formatCents(record.minBudgetBalanceCents),
  };
}
