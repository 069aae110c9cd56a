import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import { prefixedId } from '../ids';
import { isoTime } from '../programs/iso-time';
import {
  isAbsentString,
  optionalString,
  readObject,
  requiredEnum,
  requiredString,
} from '../programs/read-input';
import { defineCollection, indexKey } from '../storage';
import { type Caller, requireInScope } from '../tenants';

/** Tenant KYC status of an applicant. */
export type ApplicantKycStatus = 'NOT_STARTED' | 'PENDING' | 'APPROVED' | 'REJECTED';
/** Progress of the identity handoff to the issuer. */
export type IssuerStatus = 'NOT_SUBMITTED' | 'PENDING' | 'READY' | 'FAILED';
/** Kind of applicant. */
export type ApplicantType = 'INDIVIDUAL' | 'BUSINESS';

/** A Style A applicant with its issuer progress. */
export interface ApplicantRecord {
  id: string;
  organizationId: string;
  type: ApplicantType;
  email: string | null;
  firstName: string;
  lastName: string;
  kycStatus: ApplicantKycStatus;
  /** Why the last KYC decision was taken, when the control API gave a reason. */
  kycReason?: string | undefined;
  issuerStatus: IssuerStatus;
  /** Creation order, for "newest first" lists when the clock stands still. */
  sequence: number;
  createdAt: string;
  updatedAt: string;
}

/** What each new applicant's funding account holds: its seeded `available_to_fund_usd`, 500.00 USD. */
export const APPLICANT_FUNDING_SEED_CENTS = 50_000;

/** The storage collection of Style A applicants, by name. */
export const APPLICANTS = 'a.applicants';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
 * The owner organization of a new record: the caller's, or `organization_id` when given (absent
 * when missing, `null` or `""`: G-14, G-15). A
 * non-reseller naming another organization is `forbidden`; one outside a reseller's scope is `not_found`.
 *
 * @example
 * const organizationId = ownerOrganization(caller, body.organization_id);
 */
export function ownerOrganization(caller: Caller, requested: unknown): string {
  if (isAbsentString(requested)) return caller.organizationId;
  if (typeof requested !== 'string') {
    throw new DomainError('invalid', 'organization_id must be a string', { field: 'organization_id' });
  }
  if (requested === caller.organizationId) return requested;
  if (caller.role !== 'RESELLER_ADMIN') {
    throw new DomainError('forbidden', 'only a RESELLER_ADMIN may name another organization_id', {
      field: 'organization_id',
    });
  }
  requireInScope(caller, requested, `organization ${requested}`);
  return requested;
}

/**
 * `POST /v1/applicants`: a NOT_STARTED applicant and a funding ledger account under its
 * id holding {@link APPLICANT_FUNDING_SEED_CENTS}. An email already used in the organization
 * (case-insensitive) is a `conflict` with reason `applicant_exists`.
 *
 * @example
 * createApplicant(ctx, caller, { type: 'INDIVIDUAL', first_name: 'Ada', last_name: 'Lovelace' });
 */
export function createApplicant(ctx: DomainContext, caller: Caller, input: unknown): ApplicantRecord {
  const body = readObject(input);
  const type = requiredEnum(body, 'type', ['INDIVIDUAL', 'BUSINESS'] as const);
  const firstName = requiredString(body, 'first_name', { maxLength: 100 });
  const lastName = requiredString(body, 'last_name', { maxLength: 100 });
  const email = optionalString(body, 'email', { maxLength: 254 }) ?? null;
  if (email !== null && !EMAIL.test(email)) {
    throw new DomainError('invalid', 'email must be an e-mail address', { field: 'email' });
  }
  const organizationId = ownerOrganization(caller, body.organization_id);
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
 * The applicants of the caller's organizations, newest first.
 *
 * @example
 * listApplicants(ctx, caller).map((a) => a.id);
 */
export function listApplicants(ctx: DomainContext, caller: Caller): ApplicantRecord[] {
  const all = applicants(ctx);
  return [...new Set(caller.scope)]
    .flatMap((organizationId) => all.find('byOrganization', organizationId))
    .sort((x, y) => y.sequence - x.sequence);
}

/**
 * One applicant the caller reaches; a missing one and one out of scope are both `not_found`.
 *
 * @example
 * const applicant = requireApplicant(ctx, caller, c.req.param('id'));
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
