import { DomainError } from '../errors';

/** A cardholder's postal address (DECISIONS.md B-4); optional lines are absent, never empty. */
export interface Address {
  addressLine1: string;
  addressLine2?: string | undefined;
  city: string;
  state?: string | undefined;
  country: string;
  postalCode: string;
}

// ISO 3166-1 alpha-2, officially assigned codes.
const COUNTRIES = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
    'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
    'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN ' +
    'IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
    'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
    'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
    'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE ' +
    'YT ZA ZM ZW'
  ).split(' '),
);

/**
 * Longest firstName + one space + lastName (Style B's field rules).
 *
 * @example
 * `${first} ${last}`.length <= MAX_COMBINED_NAME;
 */
export const MAX_COMBINED_NAME = 23;

/**
 * The combined name rule (010006): the card prints firstName, a space and lastName in 23 characters. The
 * letters and the length of each name are the spec's schema rules, read by the face (010007, 010006).
 *
 * @example
 * checkCombinedName('ANN', 'LEE'); // passes
 */
export function checkCombinedName(firstName: string, lastName: string): void {
  const length = firstName.length + 1 + lastName.length;
  if (length > MAX_COMBINED_NAME) {
    throw new DomainError(
      'unprocessable',
      `firstName + space + lastName must be at most ${MAX_COMBINED_NAME} characters (got ${length})`,
      { field: 'lastName', reason: 'name_too_long' },
    );
  }
}

/**
 * An address whose shape the face has checked (B-4), with a country code that is assigned: a well-formed
 * but unassigned code is `unprocessable` (40002). Answers the address.
 *
 * @example
 * const address = knownCountry(input.address);
 */
export function knownCountry(address: Address, path = 'address'): Address {
  if (!COUNTRIES.has(address.country)) {
    throw new DomainError('unprocessable', `${path}.country ${address.country} is not a known country code`, {
      field: `${path}.country`,
    });
  }
  return address;
}
