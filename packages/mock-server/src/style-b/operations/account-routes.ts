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
import { success } from '../envelope';
import { bodyWithParams, keyed, type OperationKit, queryWithParams } from './operation-kit';

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
    const body = await bodyWithParams(c);
    // Another program's partner account is "a token of another program" (part 5, point 6): 40399.
    const parent = body.parentAccountId;
    const owner = typeof parent === 'string' ? programByParentAccount(ctx, parent) : undefined;
    if (owner && owner.id !== scope.programId) {
      throw new DomainError('forbidden', 'parentAccountId belongs to another program than this token', {
        field: 'parentAccountId',
      });
    }
    return keyed(c, kit, scope, 'recommended', body, () =>
      success(c, accountView(registerAccount(ctx, scope, body))),
    );
  });

  app.get('/v1/accounts', (c) => {
    const scope = authenticate(c);
    return success(c, { list: findAccountsByEmail(ctx, scope, c.req.query()).map(accountView) });
  });

  app.post('/v1/accounts/:accountId/kyc', async (c) => {
    const scope = authenticate(c);
    const kycCase = submitKyc(ctx, scope, await bodyWithParams(c));
    return success(c, {
      accountId: kycCase.accountId,
      kyc: { status: kycCase.status, caseId: kycCase.caseId },
    });
  });

  app.get('/v1/accounts/cdd/detail/:accountId', (c) => {
    const scope = authenticate(c);
    return success(c, kycDetailView(getKycDetail(ctx, scope, queryWithParams(c))));
  });

  app.post('/v1/accounts/:accountId/init', async (c) => {
    const scope = authenticate(c);
    return success(c, initAccount(ctx, scope, await bodyWithParams(c)));
  });

  app.get('/v1/cards/wallets', (c) => {
    const scope = authenticate(c);
    return success(c, { list: listWallets(ctx, scope, c.req.query()).map((w) => walletView(ctx, w)) });
  });

  app.post('/v1/business/transfer/external', async (c) => {
    const scope = authenticate(c);
    const body = await bodyWithParams(c);
    return keyed(c, kit, scope, 'required', body, () =>
      success(c, { transfer: transferView(transferExternal(ctx, scope, body).transfer) }),
    );
  });
}
