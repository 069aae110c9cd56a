import type { components } from '@card-issuance/contracts/style-a-types';

/**
 * A Style A error code: every code of the catalogue (part 7.1, plus RATE_LIMITED of A-20) as a literal,
 * plus any other string a newer server may answer. Branch on the code, never on the message.
 *
 * @example
 * const code: StyleAErrorCode = 'ISSUER_KYC_INCOMPLETE';
 */
export type StyleAErrorCode = components['schemas']['ErrorCode'] | (string & {});
