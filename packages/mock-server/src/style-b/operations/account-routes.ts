import {
  zGetKycDetailPath,
  zInitializeAccountBody,
  zInitializeAccountPath,
  zListAccountsQuery,
  zListWalletsQuery,
  zRegisterAccountBody,
  zSubmitKycPath,
  zTransferBetweenWalletsBody,
} from '@card-issuance/contracts/style-b-zod';
import {
  accountView,
  findAccountsByEmail,
  getKycDetail,
  initAccount,
  kycDetailView,
  listWallets,
  registerAccount,
  submitKyc,
  transferExternal,
  transferView,
  walletView,
} from '../../domain/accounts';
import { DomainError } from '../../domain/errors';
import { programByParentAccount } from '../../domain/programs';
import { readJsonBody } from '../../http';
import { success } from '../envelope';
import { styleBInput, styleBRequest } from '../request-input';
import { kycSubmissionBody } from '../request-schemas';
import { keyed, type OperationKit } from './operation-kit';

/**
 * Sub-accounts, KYC, init, wallets and wallet-to-wallet transfers (interface-spec.md 4.2).
 *
 * @example
 * accountRoutes(kit);
 */
export function accountRoutes(kit: OperationKit): void {
  const { app, ctx, authenticate } = kit;

  app.post('/v1/accounts/register', async (c) => {
    const scope = authenticate(c);
    const body = await readJsonBody(c);
    return keyed(c, kit, scope, 'recommended', body, () => {
      const input = styleBInput(c, { body: zRegisterAccountBody }, body);
      // Another program's partner account is "a token of another program" (part 5, point 6): 40399.
      const owner = programByParentAccount(ctx, input.parentAccountId);
      if (owner && owner.id !== scope.programId) {
        throw new DomainError('forbidden', 'parentAccountId belongs to another program than this token', {
          field: 'parentAccountId',
        });
      }
      return success(c, accountView(registerAccount(ctx, scope, input)));
    });
  });

  app.get('/v1/accounts', async (c) => {
    const scope = authenticate(c);
    const input = await styleBRequest(c, { query: zListAccountsQuery });
    return success(c, { list: findAccountsByEmail(ctx, scope, input).map(accountView) });
  });

  app.post('/v1/accounts/:accountId/kyc', async (c) => {
    const scope = authenticate(c);
    const body = kycSubmissionBody(ctx.settings.kycProvider);
    const input = await styleBRequest(c, { body, path: zSubmitKycPath });
    const kycCase = submitKyc(ctx, scope, input);
    return success(c, {
      accountId: kycCase.accountId,
      kyc: { status: kycCase.status, caseId: kycCase.caseId },
    });
  });

  app.get('/v1/accounts/cdd/detail/:accountId', async (c) => {
    const scope = authenticate(c);
    const input = await styleBRequest(c, { path: zGetKycDetailPath });
    return success(c, kycDetailView(getKycDetail(ctx, scope, input)));
  });

  app.post('/v1/accounts/:accountId/init', async (c) => {
    const scope = authenticate(c);
    const input = await styleBRequest(c, { body: zInitializeAccountBody, path: zInitializeAccountPath });
    return success(c, initAccount(ctx, scope, input));
  });

  app.get('/v1/cards/wallets', async (c) => {
    const scope = authenticate(c);
    const input = await styleBRequest(c, { query: zListWalletsQuery });
    return success(c, { list: listWallets(ctx, scope, input).map((w) => walletView(ctx, w)) });
  });

  app.post('/v1/business/transfer/external', async (c) => {
    const scope = authenticate(c);
    const body = await readJsonBody(c);
    return keyed(c, kit, scope, 'required', body, () => {
      const input = styleBInput(c, { body: zTransferBetweenWalletsBody }, body);
      return success(c, { transfer: transferView(transferExternal(ctx, scope, input).transfer) });
    });
  });
}
