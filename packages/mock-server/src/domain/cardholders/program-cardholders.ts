import { type ApplicantRecord, ownerOrganization, requireApplicant } from '../applicants';
import { type DomainContext, reachable } from '../context';
import { DomainError } from '../errors';
import { prefixedId } from '../ids';
import { isoTime } from '../programs/iso-time';
import {
  type Input,
  isAbsent,
  isAbsentString,
  optionalString,
  readObject,
  requiredString,
} from '../programs/read-input';
import { indexKey } from '../storage';
import {
  CARD_PROGRAMS,
  type Caller,
  type CardProgramRecord,
  callerTenants,
  ORGANIZATIONS,
  type OrganizationRecord,
  requireInScope,
} from '../tenants';
import type { Address } from './cardholder-fields';
import { type CardholderRecord, cardholdersOf } from './cardholder-record';

/** Test value: an applicant with this last name has a verified address without `state`. */
export const NO_STATE_LAST_NAME = 'NOSTATE';

/**
 * Refuses what Style A issuance needs from the applicant and its organization:
 * `kyc_incomplete`, `issuer_kyc_incomplete`, then `rail_not_configured`.
 *
 * @example
 * requireIssuable(ctx, applicant);
 */
export function requireIssuable(ctx: DomainContext, applicant: ApplicantRecord): void {
  if (applicant.kycStatus !== 'APPROVED') {
    throw new DomainError('unprocessable', `applicant ${applicant.id} is not approved by tenant KYC`, {
      field: 'applicant_id',
      reason: 'kyc_incomplete',
    });
  }
  if (applicant.issuerStatus !== 'READY') {
    throw new DomainError(
      'unprocessable',
      'issuer identity is not ready (issuerKycReady false): call submit or kyc-share, then poll kyc-status',
      { field: 'applicant_id', reason: 'issuer_kyc_incomplete' },
    );
  }
  requireLiveIssuer(ctx, applicant.organizationId);
}

/**
 * Refuses an organization without live issuer credentials with `rail_not_configured`.
 *
 * @example
 * requireLiveIssuer(ctx, cardholder.organizationId);
 */
export function requireLiveIssuer(ctx: DomainContext, organizationId: string): void {
  const organization = ctx.storage.collection<OrganizationRecord>(ORGANIZATIONS).get(organizationId);
  if (!organization?.issuerConfigured) {
    throw new DomainError('unprocessable', 'no live issuer is configured for the organization', {
      reason: 'rail_not_configured',
    });
  }
}

/**
 * A program the caller reaches; a missing one and one out of scope are both `not_found`.
 *
 * @example
 * const program = requireProgram(ctx, caller, body.program_id);
 */
export function requireProgram(ctx: DomainContext, caller: Caller, id: string): CardProgramRecord {
  const program = ctx.storage.collection<CardProgramRecord>(CARD_PROGRAMS).get(id);
  if (!program) throw new DomainError('not_found', `program ${id} not found`, { field: 'program_id' });
  requireInScope(caller, program.organizationId, `program ${id}`);
  return program;
}

// Style A's snake_case address read into the domain's address.
function readAddress(value: unknown): Address {
  const body = readObject(value, 'address');
  const options = { path: 'address', maxLength: 100 };
  const state = optionalString(body, 'state', options);
  if (state === undefined) {
    throw new DomainError('invalid', 'address.state is required: the issuer refuses an address without it', {
      field: 'address.state',
    });
  }
  const country = requiredString(body, 'country', options);
  if (!/^[A-Z]{2}$/.test(country)) {
    throw new DomainError('invalid', 'address.country must be an ISO 3166-1 alpha-2 code', {
      field: 'address.country',
    });
  }
  const line2 = optionalString(body, 'address_line2', options);
  return {
    addressLine1: requiredString(body, 'address_line1', options),
    ...(line2 === undefined ? {} : { addressLine2: line2 }),
    city: requiredString(body, 'city', options),
    state,
    country,
    postalCode: requiredString(body, 'postal_code', options),
  };
}

// The simulated provider's verified address; the NOSTATE test applicant's lacks `state`.
function verifiedAddress(applicant: ApplicantRecord): Address {
  if (applicant.lastName === NO_STATE_LAST_NAME) {
    throw new DomainError(
      'unprocessable',
      'issuer refused the cardholder: verified address is missing state',
      {
        field: 'address',
        reason: 'external_service_error',
      },
    );
  }
  return { addressLine1: '1 Main St', city: 'Austin', state: 'TX', country: 'US', postalCode: '73301' };
}

/**
 * `POST /v1/cardholders`: the cardholder of an applicant in a program, APPROVED at once
 * by the simulated issuer. Checks, in order: fields; applicant and program in scope and of one organization
 * (`not_found`); `organization_id` other than the applicant's (`invalid`, A-33); an existing cardholder of
 * the pair is answered with `created: false`; then {@link requireIssuable}; no email
 * (`rail_account_missing`); the address (given without state: `invalid`; verified without state:
 * `external_service_error`).
 *
 * @example
 * const { cardholder, created } = createProgramCardholder(ctx, caller, { applicant_id, program_id });
 */
export function createProgramCardholder(
  ctx: DomainContext,
  caller: Caller,
  input: unknown,
): { cardholder: CardholderRecord; created: boolean } {
  const body: Input = readObject(input);
  const applicantId = requiredString(body, 'applicant_id');
  const programId = requiredString(body, 'program_id');
  const owner = isAbsentString(body.organization_id)
    ? undefined
    : ownerOrganization(caller, body.organization_id);
  const applicant = requireApplicant(ctx, caller, applicantId);
  const program = requireProgram(ctx, caller, programId);
  if (program.organizationId !== applicant.organizationId) {
    throw new DomainError('not_found', `program ${programId} not found`, { field: 'program_id' });
  }
  if (owner !== undefined && owner !== applicant.organizationId) {
    throw new DomainError('invalid', "organization_id must be the applicant's organization", {
      field: 'organization_id',
    });
  }
  const existing = cardholdersOf(ctx).findUnique('byOwnerProduct', indexKey(applicant.id, program.id));
  if (existing) return { cardholder: existing, created: false };
  requireIssuable(ctx, applicant);
  if (applicant.email === null) {
    throw new DomainError('unprocessable', 'the issuer sub-account needs the applicant email', {
      field: 'applicant_id',
      reason: 'rail_account_missing',
    });
  }
  const address = isAbsent(body.address) ? verifiedAddress(applicant) : readAddress(body.address);
  const cardholder: CardholderRecord = {
    id: prefixedId('ch', ctx.random),
    style: 'a',
    tenantId: applicant.organizationId,
    environment: 'sandbox',
    ownerId: applicant.id,
    productId: program.id,
    referenceId: null,
    businessModel: null,
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    email: applicant.email,
    phone: null,
    address,
    status: 'APPROVED',
    issuerCardholderId: prefixedId('ich', ctx.random),
    createdAt: isoTime(ctx.clock.now()),
  };
  cardholdersOf(ctx).put(cardholder.id, cardholder);
  ctx.publish({ type: 'cardholder.created', cardholder });
  return { cardholder, created: true };
}

/**
 * A cardholder the caller reaches; missing and out of scope are both `not_found` naming `field`.
 *
 * @example
 * const cardholder = requireCardholderA(ctx, caller, c.req.param('id'));
 */
export function requireCardholderA(
  ctx: DomainContext,
  caller: Caller,
  id: string,
  field = 'id',
): CardholderRecord {
  const cardholder = cardholdersOf(ctx).get(id);
  if (!reachable(cardholder, 'a', callerTenants(caller))) {
    throw new DomainError('not_found', `cardholder ${id} not found`, { field });
  }
  return cardholder;
}
