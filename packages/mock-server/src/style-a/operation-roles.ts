import type { Role } from '../domain/organizations';
import { STYLE_A_OPERATIONS } from './style-a-binding';

/**
 * The roles each protected Style A operation admits, keyed `METHOD /path` as in the spec: a view of the
 * generated operation table (the spec's `x-roles`, A-10, A-27), which the binder enforces; tests walk it.
 *
 * @example
 * OPERATION_ROLES['GET /v1/programs']; // every role
 */
export const OPERATION_ROLES: Readonly<Record<string, readonly Role[]>> = Object.fromEntries(
  Object.values(STYLE_A_OPERATIONS).flatMap((operation) =>
    'roles' in operation
      ? [[`${operation.method} ${operation.path}`, operation.roles as readonly Role[]]]
      : [],
  ),
);
