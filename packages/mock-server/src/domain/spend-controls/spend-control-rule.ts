import type { CardRecord } from '../cards';
import type { DomainContext } from '../context';
import type { Authorization, DeclineReason } from '../network/authorization';
import {
  applicantSpendControls,
  type SpendControlRecord,
  type SpendControlUsage,
} from './spend-control-store';

// Whether the controls of one usage let `value` through: a matching BLACKLIST blocks; WHITELISTs, when there
// are any, must include it.
function allows(controls: readonly SpendControlRecord[], usage: SpendControlUsage, value: string): boolean {
  const ofUsage = controls.filter((r) => r.usage === usage);
  if (ofUsage.some((r) => r.listType === 'BLACKLIST' && r.keywords === value)) return false;
  const whitelist = ofUsage.filter((r) => r.listType === 'WHITELIST');
  return whitelist.length === 0 || whitelist.some((r) => r.keywords === value);
}

/**
 * The spend controls of a Style A card's applicant (issue 4 item 1, A-6, B-42): the authorization's MCC
 * and currency are each checked against the controls of that usage, and a BLACKLIST match, or WHITELISTs
 * none of which matches, declines with SPEND_CONTROL_BLOCKED. SCENARIO controls are recorded but not
 * enforced: the simulated authorization carries no scenario (ATM, e-commerce...) to match them against.
 *
 * @example
 * spendControlRule(ctx, card, { ...authorization, mcc: '5967' }); // 'SPEND_CONTROL_BLOCKED'
 */
export function spendControlRule(
  ctx: DomainContext,
  card: CardRecord,
  authorization: Authorization,
): DeclineReason | undefined {
  // A Style A card's owner is its applicant.
  if (card.style !== 'a') return undefined;
  const controls = applicantSpendControls(ctx, card.ownerId);
  if (controls.length === 0) return undefined;
  return allows(controls, 'MCC', authorization.mcc) &&
    allows(controls, 'TRANSACTION_CURRENCY', authorization.currency)
    ? undefined
    : 'SPEND_CONTROL_BLOCKED';
}
