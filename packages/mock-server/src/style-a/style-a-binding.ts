import * as operations from '@card-issuance/contracts/style-a';
import { OPERATION_SCHEMAS } from '@card-issuance/contracts/style-a-operation-schemas';
import type { Context } from 'hono';
import type { DomainContext } from '../domain';
import { type Caller, type Role, requireRole } from '../domain/organizations';
import { type FaceBinding, type FaceHandlers, operationsOf } from '../http';
import { success } from './envelope';
import { styleAIssueRule } from './issue-rule';

type Operations = Omit<typeof operations, 'ANONYMOUS_PATHS'>;

/** Per Style A operation id, its handler (http/bind-operations.ts); the table holds everything else. */
export type StyleAHandlers = FaceHandlers<Operations, typeof OPERATION_SCHEMAS, Caller>;

/** Style A's operations by id, from the table generated from specs/style-a.openapi.yaml. */
export const STYLE_A_OPERATIONS = operationsOf<Operations>(operations, OPERATION_SCHEMAS);

/**
 * What Style A brings to the operation binder: bearer tokens, the roles of `x-roles`, keys kept per
 * API key and path (G-8), its issue rule (WEAK_PASSWORD, the cents hints) and the `{data}` envelope.
 *
 * @example
 * bindOperations(app, styleABinding(ctx, '/style-a', authenticate), handlers);
 */
export function styleABinding(
  ctx: DomainContext,
  basePath: string,
  authenticate: (c: Context) => Promise<Caller>,
): FaceBinding<Caller> {
  return {
    ctx,
    operations: STYLE_A_OPERATIONS,
    schemas: OPERATION_SCHEMAS,
    policy: {
      authenticate,
      authorize: (caller, roles) => requireRole(caller, roles as readonly Role[]),
      // The path as sent: a key used on one card's fund is another request than on another card's.
      idempotencyScope: (c, caller) =>
        `${caller?.keyPrefix ?? ''}:${c.req.method} ${c.req.path.slice(basePath.length)}`,
      issueRule: styleAIssueRule,
      success: (c, data, { status, headers }) => success(c, data, status, headers),
    },
  };
}
