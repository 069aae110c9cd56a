import type {
  AccountRecord,
  KybCaseRecord,
  KycCaseRecord,
  TransferRecord,
  WalletRecord,
} from '../domain/accounts';
import type { BudgetRecord } from '../domain/budgets';
import { CARDHOLDERS, type CardholderRecord } from '../domain/cardholders';
import { CARDS, type CardRecord } from '../domain/cards';
import type { DomainContext } from '../domain/context';
import { type OrganizationRecord, organizationCreditCents } from '../domain/organizations';
import type { PartnerRecord } from '../domain/partners';
import { TRANSACTIONS, transactionRecord } from '../domain/transactions';
import { cardholderView as styleACardholderView, cardView as styleACardView } from '../style-a/views';
import { accountView } from '../style-b/account-view';
import { budgetView } from '../style-b/budget-view';
import { cardView as styleBCardView } from '../style-b/card-view';
import { cardholderView as styleBCardholderView } from '../style-b/cardholder-view';
import { transactionView } from '../style-b/transaction-view';
import { transferView } from '../style-b/transfer-view';
import { walletView } from '../style-b/wallet-view';

// A debugging dump of everything: the one place that reads whole collections on purpose.
const all = <T>(ctx: DomainContext, name: string): T[] => [...ctx.storage.collection<T>(name).values()];
const cardholdersOf = (ctx: DomainContext, style: CardholderRecord['style']): CardholderRecord[] =>
  [...ctx.storage.collection(CARDHOLDERS).values()].filter((holder) => holder.style === style);
const cardsOf = (ctx: DomainContext, style: CardRecord['style']): CardRecord[] =>
  [...ctx.storage.collection(CARDS).values()].filter((card) => card.style === style);

/**
 * The debugging read of `GET /_mock/state` (specs/mock-control.openapi.yaml `State`): every record through
 * the same views the API answers with, so no card number, CVV, secret, share token or access token appears.
 *
 * @example
 * stateView(ctx).styleB.cards; // masked card records
 */
export function stateView(ctx: DomainContext) {
  return {
    now: new Date(ctx.clock.now()).toISOString(),
    styleB: {
      programs: all<PartnerRecord>(ctx, 'b.programs').map(
        ({ webhookSecret: _secret, ...program }) => program,
      ),
      accounts: all<AccountRecord>(ctx, 'b.accounts').map(accountView),
      kycCases: all<KycCaseRecord>(ctx, 'b.kyc-cases').map(({ shareToken: _token, ...kycCase }) => kycCase),
      kybCases: all<KybCaseRecord>(ctx, 'b.kyb-cases'),
      cardholders: cardholdersOf(ctx, 'b').map(styleBCardholderView),
      wallets: all<WalletRecord>(ctx, 'b.wallets').map((wallet) => walletView(ctx, wallet)),
      budgets: all<BudgetRecord>(ctx, 'b.budgets').map((budget) => budgetView(ctx, budget)),
      cards: cardsOf(ctx, 'b').map(styleBCardView),
      transfers: all<TransferRecord>(ctx, 'b.transfers').map(transferView),
      transactions: [...ctx.storage.collection(TRANSACTIONS).values()].map((stored) =>
        transactionView(transactionRecord(stored)),
      ),
      idempotencyKeys: ctx.idempotency.count(),
    },
    // Style A's records arrive with its face; organizations are seeded already.
    styleA: {
      // The opening credit is only the seed: the balance is the ledger's, as Style A's organization shows it.
      organizations: all<OrganizationRecord>(ctx, 'a.organizations').map((organization) => ({
        ...organization,
        creditCents: organizationCreditCents(ctx, organization.id),
      })),
      applicants: all<Record<string, unknown>>(ctx, 'a.applicants'),
      cardholders: cardholdersOf(ctx, 'a').map((holder) => styleACardholderView(ctx, holder)),
      cards: cardsOf(ctx, 'a').map((card) => styleACardView(ctx, card)),
    },
  };
}
