import type { CardholderRecord } from '../domain/cardholders';

/**
 * A cardholder as Style B shows it (style-b.openapi.yaml `Cardholder`), also the payload of CARDHOLDER.*
 * events (E-2).
 *
 * @example
 * cardholderView(cardholder).status; // 'PENDING'
 */
export function cardholderView(cardholder: CardholderRecord) {
  return {
    cardholderId: cardholder.id,
    accountId: cardholder.ownerId,
    binId: cardholder.productId,
    referenceId: cardholder.referenceId ?? '',
    businessModel: cardholder.businessModel ?? '',
    firstName: cardholder.firstName,
    lastName: cardholder.lastName,
    email: cardholder.email,
    phoneCountryCode: cardholder.phone?.countryCode ?? '',
    phoneNumber: cardholder.phone?.number ?? '',
    address: { ...cardholder.address },
    status: cardholder.status,
    createdAt: cardholder.createdAt,
  };
}
