import type { SchemaBalance } from '@card-issuance/contracts/style-b-types';
import type { Balance } from '../domain/ledger';
import { formatCents } from '../domain/money';

/**
 * A ledger balance as Style B shows it (style-b.openapi.yaml `Balance`, B-27): the ledger's `held` is
 * `locked`, and `total` = `available` + `locked`.
 *
 * @example
 * balanceView({ available: 100, held: 0, total: 100 }); // { available: '1.00', locked: '0.00', total: '1.00' }
 */
export function balanceView(balance: Balance): SchemaBalance {
  return {
    available: formatCents(balance.available),
    locked: formatCents(balance.held),
    total: formatCents(balance.total),
  };
}
