import type { SchemaStyleBConfig } from '@card-issuance/contracts/mock-control-types';
import { forceKycDecision, initAccount, registerAccount, submitKyc } from '../domain/accounts';
import type { BinRecord } from '../domain/bins';
import { createBudget, transferIn } from '../domain/budgets';
import { createCardholder, forceCardholderDecision } from '../domain/cardholders';
import { issueBudgetCard } from '../domain/cards';
import type { DomainContext, PartnerScope } from '../domain/context';
import { cancelJob, JOBS } from '../domain/jobs';

/** The seeded sub-account's ids, as `/_mock/config` shows them (`styleB.sampleAccount`). */
export type SampleAccount = NonNullable<SchemaStyleBConfig['sampleAccount']>;

const SAMPLE_EMAIL = 'sample.account@example.com';
/** What the seed moves from the sample account's USD Wallet into its budget: 1 000.00 USD. */
const SAMPLE_BUDGET_CENTS = 100_000;

/**
 * The context the sample account is seeded through: the same store, clock and seeded randomness, but no
 * events published, so the seed adds no account, KYC or card event to the log and nothing to deliver.
 */
function quiet(ctx: DomainContext): DomainContext {
  return Object.create(ctx, { publish: { value: () => undefined }, emit: { value: () => undefined } });
}

/**
 * Seeds a ready Style B sub-account under the partner's parent account (G-142 in the pending decisions): KYC
 * approved, initialized, an APPROVED cardholder, a budget funded from its wallet and an ACTIVE virtual card
 * on the first budget BIN. KYC and the cardholder are decided at once; no job is left scheduled (the
 * card's expiry job included: it would keep a kept sandbox open for years).
 *
 * @example
 * const sample = seedSampleAccount(ctx, { programId, environment: 'sandbox' }, parentAccountId, bins);
 * sample.accountId; // the `accountId` the API reference fills in
 */
export function seedSampleAccount(
  base: DomainContext,
  scope: PartnerScope,
  parentAccountId: string,
  bins: readonly BinRecord[],
): SampleAccount {
  const ctx = quiet(base);
  const bin = bins.find((b) => b.environment === scope.environment && b.type === 0);
  if (!bin) throw new Error('the seed has no budget BIN to issue the sample card on');
  const account = registerAccount(ctx, scope, {
    name: 'Sample Account',
    email: SAMPLE_EMAIL,
    parentAccountId,
  });
  const { accountId } = account;
  submitKyc(ctx, scope, { accountId, sourceType: ctx.settings.kycProvider, shareToken: 'sample-share' });
  forceKycDecision(ctx, accountId, 'APPROVED');
  initAccount(ctx, scope, { accountId });
  const cardholder = createCardholder(ctx, scope, {
    accountId,
    binId: bin.id,
    businessModel: 'B2C_GATEWAY',
    referenceId: 'sample-cardholder',
    firstName: 'Sam',
    lastName: 'Sample',
    email: SAMPLE_EMAIL,
    phoneCountryCode: '1',
    phoneNumber: '4155550100',
    address: { addressLine1: '1 Main St', city: 'Austin', country: 'US', postalCode: '73301' },
  });
  forceCardholderDecision(ctx, cardholder.id, 'APPROVED');
  const budget = createBudget(ctx, scope, { accountId, name: 'Sample budget' });
  transferIn(ctx, scope, {
    accountId,
    budgetId: budget.budgetId,
    clientTransactionId: 'sample-funding',
    amountCents: SAMPLE_BUDGET_CENTS,
  });
  const card = issueBudgetCard(ctx, scope, {
    accountId,
    binId: bin.id,
    cardholderId: cardholder.id,
    budgetId: budget.budgetId,
    referenceId: 'sample-card',
    cardMode: 'VIRTUAL_CARD',
    label: 'Sample card',
  });
  // The KYC and approval decisions were taken above, and the card's expiry is years away: a fresh sandbox
  // holds no scheduled work, so a kept one is released once idle (sandbox-registry.ts).
  for (const job of [...ctx.storage.collection(JOBS).values()]) cancelJob(ctx, job.id);
  return {
    accountId,
    email: SAMPLE_EMAIL,
    cardholderId: cardholder.id,
    budgetId: budget.budgetId,
    cardId: card.id,
  };
}
