import { type ApplicantRecord, ownerOrganization, requireApplicant } from '../applicants';
import { type DomainContext, requireReachable } from '../context';
import { DomainError } from '../errors';
import {
  CARD_PROGRAMS,
  type Caller,
  type CardProgramRecord,
  callerReach,
  ORGANIZATIONS,
  type OrganizationRecord,
  requireInScope,
} from '../organizations';
import { indexKey } from '../storage';
import type { Address } from './cardholder-fields';
import { type CardholderRecord, cardholdersOf } from './cardholder-record';
import { registerCardholder, STYLE_A_CARDHOLDERS } from './register-cardholder';

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
 * const program = requireProgram(ctx, caller, input.program_id);
 */
export function requireProgram(ctx: DomainContext, caller: Caller, id: string): CardProgramRecord {
  const program = ctx.storage.collection<CardProgramRecord>(CARD_PROGRAMS).get(id);
  if (!program) throw new DomainError('not_found', `program ${id} not found`, { field: 'program_id' });
  requireInScope(caller, program.organizationId, `program ${id}`);
  return program;
}

/** A Style A address as the face has validated it (the spec's Address, A-28): `state` is required there. */
export interface ProgramAddressInput {
  address_line1: string;
  address_line2?: string | undefined;
  city: string;
  state: string;
  country: string;
  postal_code: string;
}

// Style A's snake_case address as the domain's address.
function domainAddress(address: ProgramAddressInput): Address {
  return {
    addressLine1: address.address_line1,
    ...(address.address_line2 === undefined ? {} : { addressLine2: address.address_line2 }),
    city: address.city,
    state: address.state,
    country: address.country,
    postalCode: address.postal_code,
  };
}

// The simulated provider's verified address; the NOSTATE test applicant's lacks `state`. Part 7.1
// names that case under INVALID_REQUEST: a request error the caller fixes by passing `address`, never a 502
// that invites retries which cannot succeed.
function verifiedAddress(applicant: ApplicantRecord): Address {
  if (applicant.lastName === NO_STATE_LAST_NAME) {
    throw new DomainError(
      'invalid',
      'the verified address of the applicant is missing state: pass address with a state',
      { field: 'address' },
    );
  }
  return { addressLine1: '1 Main St', city: 'Austin', state: 'TX', country: 'US', postalCode: '73301' };
}

/**
 * `POST /v1/cardholders` as the face has validated it against the spec (CardholderCreateRequest). The spec
 * checks a given address last, after the issuer's checks, so the face hands it over as `address()`, which
 * validates it when called: the address, `undefined` when none was given, or `invalid` naming the field.
 */
export interface CreateProgramCardholderInput {
  applicant_id: string;
  program_id: string;
  organization_id?: string | undefined;
  address(): ProgramAddressInput | undefined;
}

/**
 * `POST /v1/cardholders`: the cardholder of an applicant in a program, APPROVED at once
 * by the simulated issuer. Checks, in order (as the spec lists them): fields (validated by the face);
 * `organization_id`; applicant and program in scope and of one organization (`not_found`);
 * `organization_id` other than the applicant's (`invalid`, A-33); an existing cardholder of the pair is
 * answered with `created: false`; then {@link requireIssuable}; no email (`rail_account_missing`); the
 * address (a given one is validated now, so one without state is `invalid`, and so is a verified one
 * without state, part 7.1).
 *
 * @example
 * const { cardholder, created } = createProgramCardholder(ctx, caller, { applicant_id, program_id, address: () => undefined });
 */
export function createProgramCardholder(
  ctx: DomainContext,
  caller: Caller,
  input: CreateProgramCardholderInput,
): { cardholder: CardholderRecord; created: boolean } {
  const { applicant_id: applicantId, program_id: programId } = input;
  const owner =
    input.organization_id === undefined ? undefined : ownerOrganization(caller, input.organization_id);
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
  const given = input.address();
  const address = given === undefined ? verifiedAddress(applicant) : domainAddress(given);
  const cardholder = registerCardholder(ctx, STYLE_A_CARDHOLDERS, {
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
  });
  return { cardholder, created: true };
}

/**
 * A cardholder the caller reaches; missing and out of scope are both `not_found` naming `field`.
 *
 * @example
 * const cardholder = requireCardholderA(ctx, caller, input.id);
 */
export function requireCardholderA(
  ctx: DomainContext,
  caller: Caller,
  id: string,
  field = 'id',
): CardholderRecord {
  return requireReachable(cardholdersOf(ctx).get(id), callerReach(caller), { noun: 'cardholder', id, field });
}
