import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DomainError } from '../domain';
import type { FailureFallbacks, RefusalCodes } from '../http';

/** The Style A error catalogue (specs/style-a.openapi.yaml: RATE_LIMITED is A-20) with each code's HTTP status. */
export const CODE_STATUS = {
  UNAUTHORIZED: 401,
  INVALID_CLIENT: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID_REQUEST: 400,
  APPLICANT_ALREADY_EXISTS: 409,
  INSUFFICIENT_CREDIT: 402,
  KYC_INCOMPLETE: 400,
  ISSUER_KYC_INCOMPLETE: 400,
  KYC_NOT_APPROVED: 400,
  KYC_SHARE_REJECTED: 400,
  KYC_SHARE_FAILED: 502,
  KYC_NOT_CONFIGURED: 400,
  RAIL_NOT_CONFIGURED: 400,
  RAIL_ACCOUNT_MISSING: 400,
  EXTERNAL_SERVICE_ERROR: 502,
  ISSUER_ERROR: 422,
  NOT_IMPLEMENTED: 501,
  WEAK_PASSWORD: 400,
  INVITE_EXPIRED: 410,
  INTERNAL_ERROR: 500,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
} as const satisfies Record<string, ContentfulStatusCode>;

/** A Style A error code. */
export type StyleACode = keyof typeof CODE_STATUS;

/** A Style A failure on the wire: its HTTP status and catalogue code. */
export interface StyleAFailure {
  status: ContentfulStatusCode;
  code: StyleACode;
}

// Domain reasons with a code of their own; later operations add theirs here.
const REASON_CODES: Record<string, StyleACode> = {
  invalid_client: 'INVALID_CLIENT',
  not_implemented: 'NOT_IMPLEMENTED',
  invalid_credentials: 'INVALID_CREDENTIALS',
  invite_expired: 'INVITE_EXPIRED',
  weak_password: 'WEAK_PASSWORD',
  applicant_exists: 'APPLICANT_ALREADY_EXISTS',
  kyc_not_configured: 'KYC_NOT_CONFIGURED',
  rail_not_configured: 'RAIL_NOT_CONFIGURED',
  kyc_not_approved: 'KYC_NOT_APPROVED',
  kyc_share_rejected: 'KYC_SHARE_REJECTED',
  kyc_share_failed: 'KYC_SHARE_FAILED',
  kyc_incomplete: 'KYC_INCOMPLETE',
  issuer_kyc_incomplete: 'ISSUER_KYC_INCOMPLETE',
  rail_account_missing: 'RAIL_ACCOUNT_MISSING',
  external_service_error: 'EXTERNAL_SERVICE_ERROR',
  issuer_card_limit: 'ISSUER_ERROR',
  issuer_duplicate_spend_control: 'ISSUER_ERROR',
};

// The catalogue has no generic conflict code: a conflict without a reason is INVALID_REQUEST with 409, like
// an Idempotency-Key still in flight (G-8 as the spec documents it).
const KIND_FAILURES: Record<DomainError['kind'], StyleAFailure> = {
  invalid: { status: 400, code: 'INVALID_REQUEST' },
  unprocessable: { status: 400, code: 'INVALID_REQUEST' },
  not_found: { status: 404, code: 'NOT_FOUND' },
  unauthorized: { status: 401, code: 'UNAUTHORIZED' },
  forbidden: { status: 403, code: 'FORBIDDEN' },
  conflict: { status: 409, code: 'INVALID_REQUEST' },
  insufficient_funds: { status: 402, code: 'INSUFFICIENT_CREDIT' },
  funds_locked: { status: 400, code: 'INVALID_REQUEST' },
  currency_mismatch: { status: 400, code: 'INVALID_REQUEST' },
  idempotency_mismatch: { status: 400, code: 'INVALID_REQUEST' },
  idempotency_in_flight: { status: 409, code: 'INVALID_REQUEST' },
  too_large: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
};

/**
 * Maps a {@link DomainError} to Style A's status and code: a reason with its own code answers that code's
 * status; otherwise the kind decides.
 *
 * @example
 * mapDomainError(new DomainError('not_found', 'card card_1 not found')); // { status: 404, code: 'NOT_FOUND' }
 */
export function mapDomainError(error: DomainError): StyleAFailure {
  const byReason = error.reason ? REASON_CODES[error.reason] : undefined;
  if (byReason) return { status: CODE_STATUS[byReason], code: byReason };
  return KIND_FAILURES[error.kind];
}

// Per code, the domain failure that answers it: the reason whose code it is, else the kind whose code it is
// (most kinds share INVALID_REQUEST: the first, `invalid`, stands for them).
const FAILURES_BY_CODE = new Map<StyleACode, Pick<DomainError, 'kind' | 'reason'>>();
for (const [reason, code] of Object.entries(REASON_CODES)) {
  if (!FAILURES_BY_CODE.has(code)) FAILURES_BY_CODE.set(code, { kind: 'unprocessable', reason });
}
for (const [kind, { code }] of Object.entries(KIND_FAILURES) as [DomainError['kind'], StyleAFailure][]) {
  if (!FAILURES_BY_CODE.has(code)) FAILURES_BY_CODE.set(code, { kind, reason: undefined });
}

/**
 * The domain failure Style A answers with `code`, the inverse of {@link mapDomainError}: `WEAK_PASSWORD`
 * is `unprocessable` for `weak_password`; `undefined` for a code outside the catalogue. How the face reads
 * the codes the spec gives a request's issues (`x-issue-codes`).
 *
 * @example
 * failureOfCode('WEAK_PASSWORD'); // { kind: 'unprocessable', reason: 'weak_password' }
 */
export function failureOfCode(code: string): Pick<DomainError, 'kind' | 'reason'> | undefined {
  return FAILURES_BY_CODE.get(code as StyleACode);
}

/** Style A's answers outside the catalogue: an unknown endpoint, an unexpected error (answerFailures). */
export const STYLE_A_FALLBACKS: FailureFallbacks = {
  notFound: 'NOT_FOUND',
  internal: ['INTERNAL_ERROR', 'internal error; retry later'],
  log: 'style A request failed',
};

/**
 * Style A's answers around its operations (http/face.ts): a request refused before the face, a sandbox
 * that is gone, the rate limit, an injected fault, a commit that failed.
 */
export const STYLE_A_REFUSALS: RefusalCodes = {
  invalid: [400, 'INVALID_REQUEST', 'invalid request'],
  not_found: [404, 'NOT_FOUND', 'not found'],
  unknown_endpoint: [404, STYLE_A_FALLBACKS.notFound, 'endpoint not found'],
  unauthorized: [401, 'UNAUTHORIZED', 'unauthorized'],
  forbidden: [403, 'FORBIDDEN', 'forbidden'],
  too_large: [413, 'PAYLOAD_TOO_LARGE', 'request body too large'],
  rate_limited: [429, 'RATE_LIMITED', 'rate limit exceeded; retry after the Retry-After delay'],
  internal: [500, 'INTERNAL_ERROR', 'internal error, safe to retry later'],
  unavailable: [503, 'INTERNAL_ERROR', 'service temporarily unavailable, safe to retry later'],
};
