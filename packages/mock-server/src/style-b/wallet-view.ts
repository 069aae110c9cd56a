import type { SchemaWallet } from '@card-issuance/contracts/style-b-types';
import type { WalletRecord } from '../domain/accounts';
import type { DomainContext } from '../domain/context';
import { balanceView } from './balance-view';

/**
 * A USD Wallet as the wallet list shows it (style-b.openapi.yaml `Wallet`), with its balance from the ledger.
 *
 * @example
 * walletView(ctx, wallet).balance.available; // '10000.00'
 */
export function walletView(ctx: DomainContext, record: WalletRecord): SchemaWallet {
  return {
    id: record.id,
    accountId: record.accountId,
    objectType: record.objectType,
    currency: record.currency,
    balance: balanceView(ctx.ledger.balance(record.id)),
  };
}
