import { DomainError } from '../errors';
import { type Input, optionalString, readObject, requiredString } from '../programs/read-input';

/** A cardholder's postal address (DECISIONS.md B-4); optional lines are absent, never empty. */
export interface Address {
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state?: string;
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

const LETTERS = /^[A-Za-z]+$/;
/**
 * Longest firstName + one space + lastName (interface-spec.md part 8).
 *
 * @example
 * `${first} ${last}`.length <= MAX_COMBINED_NAME;
 */
export const MAX_COMBINED_NAME = 23;

/**
 * A first or last name: A-Z / a-z only (010007), else as {@link requiredString}.
 *
 * @example
 * const firstName = readName(body, 'firstName');
 */
export function readName(body: Input, name: 'firstName' | 'lastName', required: boolean): string | undefined {
  const value = required ? requiredString(body, name) : optionalString(body, name);
  if (value !== undefined && !LETTERS.test(value)) {
    throw new DomainError('unprocessable', `${name} may only hold the letters A-Z and a-z`, {
      field: name,
      reason: 'invalid_name_characters',
    });
  }
  return value;
}

/**
 * The combined name rule (010006): the card prints firstName, a space and lastName in 23 characters.
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
 * `phoneCountryCode` (1-4 digits) or `phoneNumber` (4-15 digits); a string of another shape is 010005.
 *
 * @example
 * const code = readPhonePart(body, 'phoneCountryCode', true);
 */
export function readPhonePart(
  body: Input,
  name: 'phoneCountryCode' | 'phoneNumber',
  required: boolean,
): string | undefined {
  const value = required ? requiredString(body, name) : optionalString(body, name);
  const shape = name === 'phoneCountryCode' ? /^[0-9]{1,4}$/ : /^[0-9]{4,15}$/;
  if (value !== undefined && !shape.test(value)) {
    const rule =
      name === 'phoneCountryCode' ? '1 to 4 digits, no +' : '4 to 15 digits, without the country code';
    throw new DomainError('unprocessable', `${name} must be ${rule}`, {
      field: name,
      reason: 'invalid_phone',
    });
  }
  return value;
}

/**
 * An address (B-4): `addressLine1`, `city`, `country`, `postalCode` required, each at most 100 characters;
 * a well-formed but unassigned country code is `unprocessable`.
 *
 * @example
 * const address = readAddress(body.address);
 */
export function readAddress(value: unknown, path = 'address'): Address {
  const input = readObject(value, path);
  const line = { path, maxLength: 100 };
  const addressLine1 = requiredString(input, 'addressLine1', line);
  const addressLine2 = optionalString(input, 'addressLine2', line);
  const city = requiredString(input, 'city', line);
  const state = optionalString(input, 'state', line);
  const country = requiredString(input, 'country', { path });
  const postalCode = requiredString(input, 'postalCode', line);
  if (!/^[A-Z]{2}$/.test(country)) {
    throw new DomainError('invalid', `${path}.country must be an ISO 3166-1 alpha-2 code such as "US"`, {
      field: `${path}.country`,
    });
  }
  if (!COUNTRIES.has(country)) {
    throw new DomainError('unprocessable', `${path}.country ${country} is not a known country code`, {
      field: `${path}.country`,
    });
  }
  return {
    addressLine1,
    ...(addressLine2 === undefined ? {} : { addressLine2 }),
    city,
    ...(state === undefined ? {} : { state }),
    country,
    postalCode,
  };
}
