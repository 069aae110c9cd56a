import {
  zCreditWalletBody,
  zForceCardholderDecisionBody,
  zForceKybDecisionBody,
  zForceKycDecisionBody,
} from '@card-issuance/contracts/mock-control-zod';
import type { Hono } from 'hono';
import { creditWallet, forceKybDecision, forceKycDecision } from '../domain/accounts';
import { forceCardholderDecision } from '../domain/cardholders';
import type { DomainContext } from '../domain/context';
import { withCents } from '../http';
import { balanceView } from '../style-b/balance-view';
import { data } from './control-envelope';
import { controlBody } from './control-input';

// The credit's `amount` in cents, within 0.01 to 1,000,000.00 (G-6), after the contract's own pattern.
const CREDIT = withCents(zCreditWalletBody, ['amount']);

/**
 * The control API's Style B steering (specs/mock-control.openapi.yaml): force KYC, KYB and cardholder
 * decisions now, and credit a wallet, which is how money enters the sandbox.
 *
 * @example
 * createControlApp({ ...deps, register: (app) => styleBSteering(app, ctx) });
 */
export function styleBSteering(app: Hono, ctx: DomainContext): void {
  app.post('/style-b/accounts/:accountId/kyc-decision', async (c) => {
    const { status, reason } = await controlBody(c, zForceKycDecisionBody);
    const decided = forceKycDecision(ctx, c.req.param('accountId'), status, reason);
    return data(c, { accountId: decided.accountId, kyc: { status: decided.status, caseId: decided.caseId } });
  });

  app.post('/style-b/accounts/:accountId/kyb-decision', async (c) => {
    const { status, reason } = await controlBody(c, zForceKybDecisionBody);
    const decided = forceKybDecision(ctx, c.req.param('accountId'), status, reason);
    return data(c, { accountId: decided.accountId, caseId: decided.caseId, status: decided.status });
  });

  app.post('/style-b/cardholders/:cardholderId/decision', async (c) => {
    const body = await controlBody(c, zForceCardholderDecisionBody);
    const decided = forceCardholderDecision(ctx, c.req.param('cardholderId'), body.status);
    return data(c, { cardholderId: decided.id, status: decided.status });
  });

  app.post('/style-b/wallets/:walletId/credit', async (c) => {
    const { amount } = await controlBody(c, CREDIT);
    const { wallet, balance } = creditWallet(ctx, c.req.param('walletId'), amount);
    return data(c, { walletId: wallet.id, balance: balanceView(balance) });
  });
}
