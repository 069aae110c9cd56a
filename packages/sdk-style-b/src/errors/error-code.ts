import type { components } from '@card-issuance/contracts/style-b-types';

/**
 * A Style B result code: every code of the catalogue (part 7.2 and DECISIONS.md B-2, B-3) as a literal,
 * plus any other string a newer server may answer (match on the code only, never on the message).
 *
 * @example
 * const code: StyleBErrorCode = '030001';
 */
export type StyleBErrorCode = components['schemas']['ErrorCode'] | (string & {});

/**
 * The codes of a successful answer: `000000`, or an idempotent no-op (B-1): `020010` card already deleted,
 * `020011` card already frozen or unfrozen.
 *
 * @example
 * const code: StyleBSuccessCode = '020011';
 */
export type StyleBSuccessCode = '000000' | '020010' | '020011';
