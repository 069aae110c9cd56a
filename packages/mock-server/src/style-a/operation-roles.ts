import { ROLES, type Role } from '../domain/tenants';

const SPEND_CONTROL_WRITERS = ['RESELLER_ADMIN', 'ORG_ADMIN', 'PROGRAM_MANAGER'] as const;
const WRITERS = ['RESELLER_ADMIN', 'ORG_ADMIN', 'PROGRAM_MANAGER', 'DEVELOPER'] as const;

/**
 * The roles each implemented Style A operation admits, keyed `METHOD /path` as in the spec; it must equal
 * the operation's `x-roles` in specs/style-a.openapi.yaml, which a test checks.
 *
 * @example
 * requireRole(caller, OPERATION_ROLES['GET /v1/programs']);
 */
export const OPERATION_ROLES = {
  'GET /v1/organizations': ROLES,
  'GET /v1/programs': ROLES,
  'POST /v1/applicants': WRITERS,
  'GET /v1/applicants': ROLES,
  'GET /v1/applicants/{id}': ROLES,
  'POST /v1/applicants/{id}/submit': WRITERS,
  'GET /v1/applicants/{id}/kyc-status': ROLES,
  'POST /v1/applicants/{id}/kyc-share': WRITERS,
  'GET /v1/kyc/config': ['RESELLER_ADMIN', 'ORG_ADMIN'],
  'GET /v1/applicants/{id}/funding/balances': ROLES,
  'POST /v1/cardholders': WRITERS,
  'GET /v1/cardholders/{id}': ROLES,
  'POST /v1/cards': WRITERS,
  'GET /v1/cards': ROLES,
  'GET /v1/cards/{id}': ROLES,
  'PATCH /v1/cards/{id}': WRITERS,
  'POST /v1/cards/{id}/activate': WRITERS,
  'POST /v1/cards/{id}/freeze': WRITERS,
  'POST /v1/cards/{id}/payment-details': WRITERS,
  'GET /v1/cards/{id}/secure-details': WRITERS,
  'POST /v1/webhooks': ['RESELLER_ADMIN', 'ORG_ADMIN'],
  'POST /v1/cards/{id}/fund': WRITERS,
  'POST /v1/cards/{id}/defund': WRITERS,
  'GET /v1/cards/spend-controls': ROLES,
  'POST /v1/applicants/{id}/spend-controls': SPEND_CONTROL_WRITERS,
  'DELETE /v1/applicants/{id}/spend-controls/{controlId}': SPEND_CONTROL_WRITERS,
} as const satisfies Record<string, readonly Role[]>;

/** An operation listed in {@link OPERATION_ROLES}. */
export type StyleAOperation = keyof typeof OPERATION_ROLES;
