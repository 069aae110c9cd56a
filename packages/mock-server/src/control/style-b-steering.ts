import { zCreditWalletBody, zCreditWalletPath } from '@card-issuance/contracts/mock-control-zod';
import { creditWallet, forceKybDecision, forceKycDecision } from '../domain/accounts';
import { forceCardholderDecision } from '../domain/cardholders';
import type { DomainContext } from '../domain/context';
import { withCents } from '../http';
import { balanceView } from '../style-b/balance-view';
import type { ControlHandlers } from './control-binding';
import { withSchemas } from './control-kit';

// The credit's `amount` in cents, within 0.01 to 1,000,000.00 (G-6), after the contract's own pattern.
const CREDIT = { body: withCents(zCreditWalletBody, ['amount']), path: zCreditWalletPath };

/**
 * The control API's Style B steering (specs/mock-control.openapi.yaml): force KYC, KYB and cardholder
 * decisions now, and credit a wallet, which is how money enters the sandbox.
 *
 * @example
 * bindOperations(app, controlBinding(ctx), { ...styleBSteering(ctx), ...otherHandlers });
 */
export function styleBSteering(ctx: DomainContext) {
  return {
    forceKycDecision: ({ accountId, status, reason }) => {
      const decided = forceKycDecision(ctx, accountId, status, reason);
      return { accountId: decided.accountId, kyc: { status: decided.status, caseId: decided.caseId } };
    },
    forceKybDecision: ({ accountId, status, reason }) => {
      const decided = forceKybDecision(ctx, accountId, status, reason);
      return { accountId: decided.accountId, caseId: decided.caseId, status: decided.status };
    },
    forceCardholderDecision: ({ cardholderId, status }) => {
      const decided = forceCardholderDecision(ctx, cardholderId, status);
      return { cardholderId: decided.id, status: decided.status };
    },
    creditWallet: withSchemas(
      () => CREDIT,
      ({ walletId, amount }) => {
        const { wallet, balance } = creditWallet(ctx, walletId, amount);
        return { walletId: wallet.id, balance: balanceView(balance) };
      },
    ),
  } satisfies Partial<ControlHandlers>;
}
