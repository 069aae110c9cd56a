import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DomainError } from '../domain';
import type { FailureFallbacks, RefusalCodes } from '../http';

/** A Style B failure on the wire: its HTTP status and catalogue code (specs/style-b.openapi.yaml, DECISIONS B-1..B-3). */
export interface StyleBFailure {
  status: ContentfulStatusCode;
  code: string;
}

// Business reasons that have their own code; all answer HTTP 400 (DECISIONS.md B-1).
const REASON_CODES: Record<string, string> = {
  reference_id_taken: '40004',
  email_taken: '40901',
  kyc_pending: '40901',
  email_mismatch: '40903',
  cardholder_exists: '010001',
  address_change_not_supported: '010002',
  email_required_on_bin: '010003',
  field_not_supported_on_bin: '010004',
  invalid_phone: '010005',
  name_too_long: '010006',
  invalid_name_characters: '010007',
  bin_not_available: '020001',
  cardholder_not_approved: '020002',
  account_not_initialized: '020003',
  opening_balance_insufficient: '020004',
  card_limit_reached: '020005',
  bin_not_budget_type: '020006',
  bin_no_physical: '020007',
  card_final: '020012',
  // An administrator's restriction is lifted by the administrator only (G-74); Style B has no own code.
  card_restricted: '40002',
  currency_not_supported: '030004',
  unknown_source_type: '040001',
  share_token_invalid: '040002',
  kyc_already_approved: '040003',
  kyc_not_approved: '040004',
};

/**
 * Maps a {@link DomainError} to Style B's status and code. Codes starting with 4 carry their own status
 * (their first digits mirror it); the 0xxxxx business codes answer 400.
 *
 * @example
 * styleBFailure(new DomainError('funds_locked', '...')); // { status: 400, code: '030003' }
 */
export function styleBFailure(error: DomainError): StyleBFailure {
  const byReason = error.reason ? REASON_CODES[error.reason] : undefined;
  const code = byReason ?? KIND_CODES[error.kind];
  return { status: statusOf(code), code };
}

const KIND_CODES: Record<DomainError['kind'], string> = {
  invalid: '40001',
  unprocessable: '40002',
  not_found: '40404',
  unauthorized: '40101',
  forbidden: '40399',
  conflict: '40901',
  insufficient_funds: '030001',
  currency_mismatch: '030002',
  funds_locked: '030003',
  idempotency_mismatch: '40003',
  idempotency_in_flight: '40901',
  too_large: '41301',
};

// Per code, the domain failure that answers it: the kind whose code it is, else the reason whose code it is.
const FAILURES_BY_CODE = new Map<string, Pick<DomainError, 'kind' | 'reason'>>();
for (const [kind, code] of Object.entries(KIND_CODES) as [DomainError['kind'], string][]) {
  if (!FAILURES_BY_CODE.has(code)) FAILURES_BY_CODE.set(code, { kind, reason: undefined });
}
for (const [reason, code] of Object.entries(REASON_CODES)) {
  if (!FAILURES_BY_CODE.has(code)) FAILURES_BY_CODE.set(code, { kind: 'unprocessable', reason });
}

/**
 * The domain failure Style B answers with `code`, the inverse of {@link styleBFailure}: 030002 is
 * `currency_mismatch`, 40002 `unprocessable`, 010007 `unprocessable` for `invalid_name_characters`;
 * `undefined` for a code outside the catalogue. How a face reads the codes the spec gives a request's
 * issues (`x-issue-codes`).
 *
 * @example
 * failureOfCode('010005'); // { kind: 'unprocessable', reason: 'invalid_phone' }
 */
export function failureOfCode(code: string): Pick<DomainError, 'kind' | 'reason'> | undefined {
  return FAILURES_BY_CODE.get(code);
}

function statusOf(code: string): ContentfulStatusCode {
  if (code.startsWith('0')) return 400;
  return Number(code.slice(0, 3)) as ContentfulStatusCode;
}

/** Style B's answers outside the catalogue: 40499 for an unknown endpoint, 50000 for an unexpected error. */
export const STYLE_B_FALLBACKS: FailureFallbacks = {
  notFound: '40499',
  internal: ['50000', 'internal error; retry with the same Idempotency-Key'],
  log: 'style B request failed',
};

/**
 * Style B's answers around its operations (http/face.ts): a request refused before the face, a sandbox
 * that is gone, the rate limit, an injected fault, a commit that failed.
 */
export const STYLE_B_REFUSALS: RefusalCodes = {
  invalid: [400, KIND_CODES.invalid, 'invalid request'],
  not_found: [404, KIND_CODES.not_found, 'not found'],
  unknown_endpoint: [404, STYLE_B_FALLBACKS.notFound, 'endpoint not found'],
  unauthorized: [401, KIND_CODES.unauthorized, 'unauthorized'],
  forbidden: [403, KIND_CODES.forbidden, 'forbidden'],
  too_large: [413, KIND_CODES.too_large, 'request body too large'],
  rate_limited: [429, '42901', 'rate limit exceeded; retry after the Retry-After delay'],
  internal: [500, STYLE_B_FALLBACKS.internal[0], STYLE_B_FALLBACKS.internal[1]],
  unavailable: [503, '50301', 'service temporarily unavailable'],
};
