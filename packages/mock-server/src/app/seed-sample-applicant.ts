import type { SchemaStyleAConfig } from '@card-issuance/contracts/mock-control-types';
import { createApplicant, decideTenantKyc, saveApplicant, submitApplicant } from '../domain/applicants';
import { createProgramCardholder } from '../domain/cardholders';
import { issueProgramCard } from '../domain/cards';
import type { DomainContext } from '../domain/context';
import { cancelJob, JOBS } from '../domain/jobs';
import type { ApiKeyRecord, CardProgramRecord } from '../domain/organizations';
import { callerOf } from '../domain/organizations';

/** The seeded applicant's ids, as `/_mock/config` shows them (`styleA.sampleApplicant`). */
export type SampleApplicant = NonNullable<SchemaStyleAConfig['sampleApplicant']>;

const SAMPLE_EMAIL = 'sample.applicant@example.com';

/**
 * The context the sample is seeded through: the same store, clock and seeded randomness, but no events
 * published, so the seed adds nothing to the event log and nothing to deliver.
 */
function quiet(ctx: DomainContext): DomainContext {
  return Object.create(ctx, { publish: { value: () => undefined }, emit: { value: () => undefined } });
}

/**
 * Seeds a ready Style A applicant in the organization of `key` (the `RESELLER_ADMIN` key the API reference
 * signs in with; G-145): tenant KYC approved, handed to the issuer and READY at once, a cardholder in the
 * organization's PREPAID program and an ACTIVE virtual card (the program's issuance fee is charged, as for
 * any card). No job is left scheduled and no event is published.
 *
 * @example
 * const sample = seedSampleApplicant(ctx, resellerKey, programs);
 * sample.cardId; // the `id` the reference fills into "Get a card"
 */
export function seedSampleApplicant(
  base: DomainContext,
  key: ApiKeyRecord,
  programs: readonly CardProgramRecord[],
): SampleApplicant {
  const ctx = quiet(base);
  const program = programs.find((p) => p.organizationId === key.organizationId && p.funding === 'PREPAID');
  if (!program) throw new Error('the seed has no PREPAID program for the sample applicant');
  const caller = callerOf(ctx, { keyPrefix: key.prefix, organizationId: key.organizationId, role: key.role });
  const created = createApplicant(ctx, caller, {
    type: 'INDIVIDUAL',
    first_name: 'Sam',
    last_name: 'Sample',
    email: SAMPLE_EMAIL,
  });
  // The provider's GREEN, then the issuer handoff, whose READY (a job on the clock) is taken at once.
  const submitted = submitApplicant(ctx, decideTenantKyc(ctx, created, 'GREEN'));
  saveApplicant(ctx, { ...submitted, issuerStatus: 'READY' });
  const { cardholder } = createProgramCardholder(ctx, caller, {
    applicant_id: created.id,
    program_id: program.id,
    address: () => undefined,
  });
  const card = issueProgramCard(ctx, caller, {
    cardholder_id: cardholder.id,
    program_id: program.id,
    type: 'VIRTUAL',
    label: 'Sample card',
  });
  for (const job of [...ctx.storage.collection(JOBS).values()]) cancelJob(ctx, job.id);
  return {
    applicantId: created.id,
    organizationId: key.organizationId,
    programId: program.id,
    cardholderId: cardholder.id,
    cardId: card.id,
  };
}
