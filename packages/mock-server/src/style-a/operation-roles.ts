import { ROLES, type Role } from '../domain/tenants';

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
} as const satisfies Record<string, readonly Role[]>;

/** An operation listed in {@link OPERATION_ROLES}. */
export type StyleAOperation = keyof typeof OPERATION_ROLES;
