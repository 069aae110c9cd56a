import { zSubmitKycPath } from '@card-issuance/contracts/style-b-zod';
import {
  findAccountsByEmail,
  getKycDetail,
  initAccount,
  listWallets,
  registerAccount,
  submitKyc,
  transferExternal,
} from '../../domain/accounts';
import { DomainError } from '../../domain/errors';
import { partnerByParentAccount } from '../../domain/partners';
import { amountCents } from '../../http';
import { accountView, kycDetailView } from '../account-view';
import { kycSubmissionBody } from '../request-schemas';
import type { StyleBOperationKit } from '../style-b-app';
import { type StyleBHandlers, withSchemas } from '../style-b-binding';
import { transferView } from '../transfer-view';
import { walletView } from '../wallet-view';

/**
 * Sub-accounts, KYC, init, wallets and wallet-to-wallet transfers.
 *
 * @example
 * kit.bind({ ...accountHandlers(kit), ...otherHandlers });
 */
export function accountHandlers({ ctx }: StyleBOperationKit) {
  return {
    registerAccount: (input, { principal }) => {
      // Another partner's account is "a token of another program" (part 5, point 6): 40399.
      const owner = partnerByParentAccount(ctx, input.parentAccountId);
      if (owner && owner.id !== principal.programId) {
        throw new DomainError('forbidden', 'parentAccountId belongs to another program than this token', {
          field: 'parentAccountId',
        });
      }
      return accountView(registerAccount(ctx, principal, input));
    },
    listAccounts: (input, { principal }) => ({
      list: findAccountsByEmail(ctx, principal, input).map(accountView),
    }),
    // The share token's field is named after the configured KYC provider (G-10), read per request.
    submitKyc: withSchemas(
      () => ({ body: kycSubmissionBody(ctx.settings.kycProvider), path: zSubmitKycPath }),
      (input, { principal }) => {
        const kycCase = submitKyc(ctx, principal, input);
        return { accountId: kycCase.accountId, kyc: { status: kycCase.status, caseId: kycCase.caseId } };
      },
    ),
    getKycDetail: (input, { principal }) => kycDetailView(getKycDetail(ctx, principal, input)),
    initializeAccount: (input, { principal }) => initAccount(ctx, principal, input),
    listWallets: (input, { principal }) => ({
      list: listWallets(ctx, principal, input).map((w) => walletView(ctx, w)),
    }),
    transferBetweenWallets: (input, { principal }) => ({
      transfer: transferView(
        transferExternal(ctx, principal, { ...input, amountCents: amountCents(input.amount, 'amount') })
          .transfer,
      ),
    }),
  } satisfies Partial<StyleBHandlers>;
}
