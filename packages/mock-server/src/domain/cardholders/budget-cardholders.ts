import type { AccountRecord } from '../accounts';
import { requireAccount } from '../accounts';
import { requireBin } from '../bins';
import { accountReach, type DomainContext, type PartnerScope, requireReachable } from '../context';
import { DomainError } from '../errors';
import { indexKey } from '../storage';
import { type Address, checkCombinedName, knownCountry } from './cardholder-fields';
import { type CardholderRecord, cardholdersOf, setCardholderStatus } from './cardholder-record';
import { registerCardholder, STYLE_B_CARDHOLDERS } from './register-cardholder';

/** `POST /v1/cardholders` as the face has validated it against the spec. */
export interface CreateCardholderInput {
  accountId: string;
  binId: string;
  businessModel: string;
  referenceId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneCountryCode: string;
  phoneNumber: string;
  address: Address;
}

/**
 * `POST /v1/cardholders`: a PENDING cardholder, decided after `cardholderApprovalDelayMs` (a `lastName` of
 * `REJECT` ends REJECTED, B-14). Needs an account past KYC (040004) and initialized (020003, B-26), a BIN of the partner
 * (020001), the account's email (40903, B-21), a fresh `referenceId` (40004) and no other live cardholder
 * for the user (010001, naming it).
 *
 * @example
 * const cardholder = createCardholder(ctx, scope, { accountId, binId, businessModel: 'B2C_GATEWAY',
 *   referenceId: 'ref-1', firstName: 'Ann', lastName: 'Lee', email, phoneCountryCode: '1',
 *   phoneNumber: '4155550100', address: { addressLine1: '1 Main St', city: 'Austin', country: 'US', postalCode: '73301' } });
 */
export function createCardholder(
  ctx: DomainContext,
  scope: PartnerScope,
  input: CreateCardholderInput,
): CardholderRecord {
  const account = requireAccount(ctx, scope, input.accountId);
  const { binId, businessModel, referenceId, firstName, lastName, email } = input;
  checkCombinedName(firstName, lastName);
  const address = knownCountry(input.address);

  // KYC first (040004), then init (020003): the code names the step the integrator still has to take.
  if (account.kycStatus !== 'APPROVED') {
    throw new DomainError(
      'unprocessable',
      `the account must pass KYC first (kycStatus ${account.kycStatus})`,
      {
        field: 'accountId',
        reason: 'kyc_not_approved',
      },
    );
  }
  if (!account.initialized) {
    throw new DomainError(
      'unprocessable',
      'the account is not initialized; call POST /v1/accounts/{accountId}/init first',
      { field: 'accountId', reason: 'account_not_initialized' },
    );
  }
  requireBin(ctx, scope, binId);
  if (email.toLowerCase() !== account.email.toLowerCase()) {
    throw new DomainError('conflict', "email differs from the sub-account's registered email", {
      field: 'email',
      reason: 'email_mismatch',
    });
  }
  const holders = cardholdersOf(ctx);
  if (holders.findUnique('byReference', indexKey(scope.programId, scope.environment, referenceId))) {
    throw new DomainError('conflict', `referenceId ${referenceId} is already used`, {
      field: 'referenceId',
      reason: 'reference_id_taken',
    });
  }
  // A REJECTED cardholder does not count: the user may try again with corrected data.
  const existing = holders
    .find('byOwner', account.accountId)
    .find((c) => c.style === 'b' && c.status !== 'REJECTED');
  if (existing) {
    throw new DomainError(
      'conflict',
      `the user already has cardholder ${existing.id}; look it up with GET /v1/cardholders`,
      { field: 'referenceId', reason: 'cardholder_exists' },
    );
  }

  return registerCardholder(ctx, STYLE_B_CARDHOLDERS, {
    tenantId: scope.programId,
    environment: scope.environment,
    ownerId: account.accountId,
    productId: binId,
    referenceId,
    businessModel,
    firstName,
    lastName,
    email,
    phone: { countryCode: input.phoneCountryCode, number: input.phoneNumber },
    address,
  });
}

/**
 * A cardholder of the account; another account's or scope's is `not_found` (naming `field`).
 *
 * @example
 * const cardholder = requireCardholder(ctx, scope, account, body.cardholderId);
 */
export function requireCardholder(
  ctx: DomainContext,
  scope: PartnerScope,
  account: AccountRecord,
  cardholderId: string,
  field = 'cardholderId',
): CardholderRecord {
  const reach = accountReach(scope, account.accountId);
  return requireReachable(cardholdersOf(ctx).get(cardholderId), reach, {
    noun: 'cardholder',
    id: cardholderId,
    field,
  });
}

/**
 * `GET /v1/cardholders?accountId=`: the account's cardholders, unpaginated (B-26).
 *
 * @example
 * const [cardholder] = listCardholders(ctx, scope, { accountId });
 */
export function listCardholders(
  ctx: DomainContext,
  scope: PartnerScope,
  input: { accountId: string },
): CardholderRecord[] {
  const account = requireAccount(ctx, scope, input.accountId);
  return cardholdersOf(ctx)
    .find('byOwner', account.accountId)
    .filter((c) => c.style === 'b');
}

/**
 * `GET /v1/cardholders/{cardholderId}?accountId=`: `accountId` is required (40001 without it).
 *
 * @example
 * const cardholder = getCardholder(ctx, scope, { cardholderId, accountId });
 */
export function getCardholder(
  ctx: DomainContext,
  scope: PartnerScope,
  input: { accountId: string; cardholderId: string },
): CardholderRecord {
  const account = requireAccount(ctx, scope, input.accountId);
  return requireCardholder(ctx, scope, account, input.cardholderId);
}

/**
 * Control API: decides a PENDING cardholder now, in any scope; `conflict` when it is not PENDING.
 *
 * @example
 * forceCardholderDecision(ctx, cardholderId, 'APPROVED');
 */
export function forceCardholderDecision(
  ctx: DomainContext,
  cardholderId: string,
  status: 'APPROVED' | 'REJECTED',
): CardholderRecord {
  const current = cardholdersOf(ctx).get(cardholderId);
  if (current?.style !== 'b')
    throw new DomainError('not_found', `cardholder ${cardholderId} not found`, { field: 'cardholderId' });
  if (current.status !== 'PENDING') {
    throw new DomainError('conflict', `cardholder is ${current.status}, not PENDING`, {
      field: 'cardholderId',
    });
  }
  return setCardholderStatus(ctx, current, status);
}
