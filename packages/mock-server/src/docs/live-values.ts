import type { MockConfig } from './mock-config';
import type { SpecName } from './spec-names';

/** A live value's key for a parameter component, rather than for every parameter of a name. */
export const COMPONENT_PARAMETER = '#/components/parameters/';

/** Field name -> this mock's value for it, put into a served spec's examples and defaults. */
export type LiveValues = Readonly<Record<string, string>>;

/** The Style A key "try it" signs in with: the widest role, allowed every operation. */
export const DOCS_STYLE_A_ROLE = 'RESELLER_ADMIN';

/**
 * The credentials and ids of this mock that a spec's examples stand for, by field name, so the reference's
 * first "try it" answers 200 (DECISIONS.md G-65): Style B's sandbox `clientId` and `clientSecret`, its
 * seeded partner account as `parentAccountId`, and its seeded sub-account (`styleB.sampleAccount`) as
 * `accountId` with its `cardholderId`, `budgetId` and `cardId` (records that exist); Style A's
 * `RESELLER_ADMIN` API key as `client_id` / `client_secret`, and its seeded applicant
 * (`styleA.sampleApplicant`, G-145) as `applicant_id`, `cardholder_id`, `program_id`, `organization_id`,
 * `card_id` and the `id` of the applicant, cardholder and card operations. Nothing for the control API.
 *
 * @example
 * liveValues('style-b', mock.config()).clientId; // 'cli_sandbox_…' of this mock
 */
export function liveValues(name: SpecName, config: MockConfig): LiveValues {
  if (name === 'style-b') {
    const b = config.styleB;
    // A --data-dir saved before the sample account existed has none: the parent account still exists.
    const sample = b.sampleAccount;
    return {
      clientId: b.clientId,
      clientSecret: b.clientSecret,
      parentAccountId: b.parentAccountId,
      accountId: sample?.accountId ?? b.parentAccountId,
      ...(sample
        ? { cardholderId: sample.cardholderId, budgetId: sample.budgetId, cardId: sample.cardId }
        : {}),
    };
  }
  if (name === 'style-a') {
    const keys = config.styleA.apiKeys as Record<string, { clientId: string; clientSecret: string }>;
    const key = keys[DOCS_STYLE_A_ROLE] ?? Object.values(keys)[0];
    const credentials = key ? { client_id: key.clientId, client_secret: key.clientSecret } : {};
    // A --data-dir saved before the sample applicant existed has none: the lists still answer.
    const sample = config.styleA.sampleApplicant;
    if (!sample) return credentials;
    return {
      ...credentials,
      applicant_id: sample.applicantId,
      cardholder_id: sample.cardholderId,
      program_id: sample.programId,
      organization_id: sample.organizationId,
      card_id: sample.cardId,
      [`${COMPONENT_PARAMETER}ApplicantId`]: sample.applicantId,
      [`${COMPONENT_PARAMETER}CardholderId`]: sample.cardholderId,
      [`${COMPONENT_PARAMETER}CardId`]: sample.cardId,
    };
  }
  return {};
}
