import type { DomainContext } from '../context';
import { formatCents } from '../money';
import { organizationCreditCents } from '../organizations';
import type { ApplicantRecord } from './applicant-store';
import { availableToFundCents, depositBalances } from './deposits';

/**
 * `GET /v1/applicants/{id}/funding/balances` (part 2.2, A-57): the USDC and USDT deposit wallets (what
 * the control API deposited and froze), `infinity_usd` the organization's platform credit (what CREDIT
 * cards spend), and `available_to_fund_usd`: the applicant's USD funding plus the unfrozen deposits.
 *
 * @example
 * fundingBalances(ctx, applicant).available_to_fund_usd; // 500
 */
export function fundingBalances(ctx: DomainContext, applicant: ApplicantRecord) {
  return {
    applicant_id: applicant.id,
    deposit: depositBalances(ctx, applicant.id),
    infinity_usd: formatCents(organizationCreditCents(ctx, applicant.organizationId)),
    available_to_fund_usd: availableToFundCents(ctx, applicant.id) / 100,
  };
}
