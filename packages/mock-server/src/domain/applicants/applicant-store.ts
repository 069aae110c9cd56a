import { isoTime } from '../clock/iso-time';
import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import { prefixedId } from '../ids';
import { type Caller, requireInScope } from '../organizations';
import { type DomainPage, type KeysetRequest, pageOfIndex } from '../pagination';
import { defineCollection, indexKey } from '../storage';
import type { ApplicantRecord, ApplicantType } from './applicant-record';

export type { ApplicantKycStatus, ApplicantRecord, ApplicantType, IssuerStatus } from './applicant-record';

/** What each new applicant's funding account holds: its seeded `available_to_fund_usd`, 500.00 USD. */
export const APPLICANT_FUNDING_SEED_CENTS = 50_000;

/** The storage collection of Style A applicants, by name. */
export const APPLICANTS = 'a.applicants';

const emailKey = (organizationId: string, email: string) => indexKey(organizationId, email.toLowerCase());

/** The applicants, by organization, and unique by email (ignoring case) within one. */
export const APPLICANT_COLLECTION = defineCollection<ApplicantRecord, 'byOrganization', 'byEmail'>({
  name: APPLICANTS,
  indexes: { byOrganization: (applicant) => applicant.organizationId },
  unique: {
    byEmail: (applicant) =>
      applicant.email === null ? undefined : emailKey(applicant.organizationId, applicant.email),
  },
});

const applicants = (ctx: DomainContext) => ctx.storage.collection(APPLICANT_COLLECTION);

/**
 * The owner organization of a new record: the caller's, or `organization_id` when given. A
 * non-reseller naming another organization is `forbidden`; one outside a reseller's scope is `not_found`.
 *
 * @example
 * const organizationId = ownerOrganization(caller, input.organization_id);
 */
export function ownerOrganization(caller: Caller, requested: string | undefined): string {
  if (requested === undefined || requested === caller.organizationId) return caller.organizationId;
  if (caller.role !== 'RESELLER_ADMIN') {
    throw new DomainError('forbidden', 'only a RESELLER_ADMIN may name another organization_id', {
      field: 'organization_id',
    });
  }
  requireInScope(caller, requested, `organization ${requested}`);
  return requested;
}

/** `POST /v1/applicants` as the face has validated it against the spec (ApplicantCreateRequest). */
export interface CreateApplicantInput {
  type: ApplicantType;
  first_name: string;
  last_name: string;
  email?: string | undefined;
  organization_id?: string | undefined;
}

/**
 * `POST /v1/applicants`: a NOT_STARTED applicant and a funding ledger account under its
 * id holding {@link APPLICANT_FUNDING_SEED_CENTS}, in the caller's organization or `organization_id`
 * ({@link ownerOrganization}). An email already used in the organization (case-insensitive) is a
 * `conflict` with reason `applicant_exists`.
 *
 * @example
 * createApplicant(ctx, caller, { type: 'INDIVIDUAL', first_name: 'Ada', last_name: 'Lovelace' });
 */
export function createApplicant(
  ctx: DomainContext,
  caller: Caller,
  input: CreateApplicantInput,
): ApplicantRecord {
  const { type, first_name: firstName, last_name: lastName } = input;
  const email = input.email ?? null;
  const organizationId = ownerOrganization(caller, input.organization_id);
  if (email !== null && applicants(ctx).findUnique('byEmail', emailKey(organizationId, email))) {
    throw new DomainError('conflict', `an applicant with email ${email} already exists in the organization`, {
      field: 'email',
      reason: 'applicant_exists',
    });
  }
  const id = prefixedId('app', ctx.random);
  const now = isoTime(ctx.clock.now());
  const record: ApplicantRecord = {
    id,
    organizationId,
    type,
    email,
    firstName,
    lastName,
    kycStatus: 'NOT_STARTED',
    issuerStatus: 'NOT_SUBMITTED',
    sequence: applicants(ctx).size,
    createdAt: now,
    updatedAt: now,
  };
  applicants(ctx).put(id, record);
  // The applicant's funding (`available_to_fund_usd`): a ledger account under its id that prepaid cards
  // are funded from and defunded to.
  ctx.ledger.open(id);
  ctx.ledger.credit(id, APPLICANT_FUNDING_SEED_CENTS, 'seeded available_to_fund_usd');
  return record;
}

/**
 * One page of the applicants of the caller's organizations, newest first (G-42), read from the index by
 * organization: one key for most callers; a reseller's organizations are merged in insertion order, each
 * read past the cursor (a page costs its size per organization).
 *
 * @example
 * listApplicants(ctx, caller, { limit: 20 }).items.map((a) => a.id);
 */
export function listApplicants(
  ctx: DomainContext,
  caller: Caller,
  request: KeysetRequest,
): DomainPage<ApplicantRecord> {
  return pageOfIndex(applicants(ctx), 'byOrganization', [...new Set(caller.scope)], {
    ...request,
    newestFirst: true,
  });
}

/**
 * One applicant the caller reaches; a missing one and one out of scope are both `not_found`.
 *
 * @example
 * const applicant = requireApplicant(ctx, caller, input.id);
 */
export function requireApplicant(ctx: DomainContext, caller: Caller, id: string): ApplicantRecord {
  const applicant = applicants(ctx).get(id);
  if (!applicant) throw new DomainError('not_found', `applicant ${id} not found`);
  requireInScope(caller, applicant.organizationId, `applicant ${id}`);
  return applicant;
}

/**
 * Any applicant by id, regardless of scope (for provider callbacks).
 *
 * @example
 * applicantById(ctx, 'app_8Fk2...')?.kycStatus;
 */
export function applicantById(ctx: DomainContext, id: string): ApplicantRecord | undefined {
  return applicants(ctx).get(id);
}

/**
 * Saves a changed applicant, stamping `updatedAt`.
 *
 * @example
 * const saved = saveApplicant(ctx, { ...applicant, kycStatus: 'APPROVED' });
 */
export function saveApplicant(ctx: DomainContext, applicant: ApplicantRecord): ApplicantRecord {
  const saved = { ...applicant, updatedAt: isoTime(ctx.clock.now()) };
  applicants(ctx).put(saved.id, saved);
  return saved;
}
