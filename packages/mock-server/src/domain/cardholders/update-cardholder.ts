import { requireAccount } from '../accounts';
import { requireBin } from '../bins';
import type { DomainContext, PartnerScope } from '../context';
import { DomainError } from '../errors';
import { requireCardholder } from './budget-cardholders';
import { type Address, checkCombinedName, knownCountry } from './cardholder-fields';
import { type CardholderRecord, cardholdersOf } from './cardholder-record';

/** BIN families whose cardholders are reached by email rather than by phone country code (B-19). */
const EMAIL_FAMILIES = new Set(['BB', 'BZ']);

function refuse(field: string, family: string): never {
  throw new DomainError('unprocessable', `${field} cannot be changed on a ${family} BIN`, {
    field,
    reason: 'field_not_supported_on_bin',
  });
}

/** `PATCH /v1/cardholders/{cardholderId}` as the face has validated it against the spec. */
export interface UpdateCardholderInput {
  accountId: string;
  cardholderId: string;
  email?: string | undefined;
  phoneCountryCode?: string | undefined;
  phoneNumber?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  address?: Address | undefined;
}

/**
 * `PATCH /v1/cardholders/{cardholderId}`: changes the given fields, per the rules of the cardholder's BIN
 * family: BB / BZ need `email` (010003) and refuse `phoneCountryCode`; other families refuse `email`
 * (010004). `address` replaces the whole address (B-26) where the BIN supports it (010002). No event:
 * CARDHOLDER.UPDATED is for status changes.
 *
 * @example
 * const updated = updateCardholder(ctx, scope, { cardholderId, accountId, phoneNumber: '4155550199' });
 */
export function updateCardholder(
  ctx: DomainContext,
  scope: PartnerScope,
  input: UpdateCardholderInput,
): CardholderRecord {
  const account = requireAccount(ctx, scope, input.accountId);
  const current = requireCardholder(ctx, scope, account, input.cardholderId);
  const { email, phoneCountryCode, phoneNumber, firstName, lastName } = input;
  const address = input.address === undefined ? undefined : knownCountry(input.address);

  const bin = requireBin(ctx, scope, current.productId);
  if (EMAIL_FAMILIES.has(bin.family)) {
    if (email === undefined) {
      throw new DomainError(
        'unprocessable',
        `email is required when updating a cardholder on a ${bin.family} BIN`,
        {
          field: 'email',
          reason: 'email_required_on_bin',
        },
      );
    }
    if (phoneCountryCode !== undefined) refuse('phoneCountryCode', bin.family);
  } else if (email !== undefined) {
    refuse('email', bin.family);
  }
  if (address !== undefined && !bin.supportsAddressChange) {
    throw new DomainError('unprocessable', `address changes are not supported on ${bin.family} BINs`, {
      field: 'address',
      reason: 'address_change_not_supported',
    });
  }
  const names = { firstName: firstName ?? current.firstName, lastName: lastName ?? current.lastName };
  checkCombinedName(names.firstName, names.lastName);

  const updated: CardholderRecord = {
    ...current,
    ...names,
    ...(email === undefined ? {} : { email }),
    phone: {
      countryCode: phoneCountryCode ?? current.phone?.countryCode ?? '',
      number: phoneNumber ?? current.phone?.number ?? '',
    },
    ...(address === undefined ? {} : { address }),
  };
  cardholdersOf(ctx).put(updated.id, updated);
  return updated;
}
