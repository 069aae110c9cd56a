/** A US address every fixture uses (Austin, TX). */
export const FIXTURE_ADDRESS = {
  addressLine1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  country: 'US',
  postalCode: '73301',
} as const;

/** What a Style B cardholder body needs from the journey so far. */
export interface StyleBCardholderFor {
  accountId: string;
  binId: string | undefined;
  /** Must be the account's email on a B2C BIN (DECISIONS.md B-47). */
  email: string;
  /** @default `holder-${accountId}` */
  referenceId?: string;
}

/**
 * The body of Style B `POST /v1/cardholders` for Ann Lee in Austin, on `binId`, as every fixture sends it;
 * `overrides` replaces fields (an `address` replaces the whole address).
 *
 * @example
 * await b.send('POST', '/v1/cardholders', styleBCardholderBody({ accountId, binId, email }), key());
 */
export function styleBCardholderBody(
  holder: StyleBCardholderFor,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    accountId: holder.accountId,
    binId: holder.binId,
    businessModel: 'B2C_GATEWAY',
    referenceId: holder.referenceId ?? `holder-${holder.accountId}`,
    firstName: 'Ann',
    lastName: 'Lee',
    email: holder.email,
    phoneCountryCode: '1',
    phoneNumber: '4155550100',
    address: { ...FIXTURE_ADDRESS },
    ...overrides,
  };
}
