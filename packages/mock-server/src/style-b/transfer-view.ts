import type { SchemaTransfer } from '@card-issuance/contracts/style-b-types';
import type { TransferRecord } from '../domain/accounts';
import { formatCents } from '../domain/money';

/**
 * A transfer as Style B shows it (style-b.openapi.yaml `Transfer`, B-28): the amount as a decimal string.
 *
 * @example
 * transferView(transfer).amount; // '25.00'
 */
export function transferView(record: TransferRecord): SchemaTransfer {
  return {
    transferId: record.transferId,
    clientTransactionId: record.clientTransactionId,
    amount: formatCents(record.amountCents),
    currency: record.currency,
    from: { ...record.from },
    to: { ...record.to },
    status: record.status,
    createdAt: record.createdAt,
  };
}
