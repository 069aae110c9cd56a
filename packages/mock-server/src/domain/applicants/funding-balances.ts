import type { DomainContext } from '../context';
import { formatCents } from '../money';
import { organizationCreditCents } from '../tenants';
import type { ApplicantRecord } from './applicant-store';

/**
 * `GET /v1/applicants/{id}/funding/balances` (part 2.2): `available_to_fund_usd` from the applicant's
 * funding ledger account, `infinity_usd` the organization's platform credit (what CREDIT cards spend), and
 * empty USDC and USDT deposit wallets (the mock has no stablecoin deposits).
 *
 * @example
 * fundingBalances(ctx, applicant).available_to_fund_usd; // 500
 */
export function fundingBalances(ctx: DomainContext, applicant: ApplicantRecord) {
  const available = ctx.ledger.has(applicant.id) ? ctx.ledger.balance(applicant.id).available : 0;
  return {
    applicant_id: applicant.id,
    deposit: [
      { currency: 'USDC', available: '0.000000', frozen: '0.000000' },
      { currency: 'USDT', available: '0.000000', frozen: '0.000000' },
    ],
    infinity_usd: formatCents(organizationCreditCents(ctx, applicant.organizationId)),
    available_to_fund_usd: available / 100,
  };
}
