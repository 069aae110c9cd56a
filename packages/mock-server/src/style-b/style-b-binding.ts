import * as operations from '@card-issuance/contracts/style-b';
import { OPERATION_SCHEMAS } from '@card-issuance/contracts/style-b-operation-schemas';
import {
  type DomainContext,
  DomainError,
  type Environment,
  type PartnerScope,
  verifyAccessToken,
} from '../domain';
import { type FaceBinding, type FaceHandlers, operationsOf, ownSchemas } from '../http';
import { success } from './envelope';
import { styleBIssueRule } from './issue-rule';

type Operations = Omit<typeof operations, 'ANONYMOUS_PATHS'>;

/** Per Style B operation id, its handler (http/bind-operations.ts); the table holds everything else. */
export type StyleBHandlers = FaceHandlers<Operations, typeof OPERATION_SCHEMAS, PartnerScope>;

/** A Style B handler whose schemas are its own (see {@link ownSchemas}). */
export const withSchemas = ownSchemas<PartnerScope>();

/** Style B's operations by id, from the table generated from specs/style-b.openapi.yaml. */
export const STYLE_B_OPERATIONS = operationsOf<Operations>(operations, OPERATION_SCHEMAS);

const OTHER: Record<Environment, string> = { sandbox: 'production', production: 'sandbox' };

/**
 * What Style B brings to the operation binder for one environment: the `x-access-token` check (part 5,
 * points 3 and 6; a token of the other environment is 40399), keys kept per partner, environment and
 * operation (G-8), its issue rules (40001, 010005 to 010007, 030002 / 030004) and the
 * `{code, message, data}` envelope with the no-ops' own codes (B-1).
 *
 * @example
 * bindOperations(app, styleBBinding(ctx, 'sandbox'), handlers);
 */
export function styleBBinding(ctx: DomainContext, environment: Environment): FaceBinding<PartnerScope> {
  return {
    ctx,
    operations: STYLE_B_OPERATIONS,
    schemas: OPERATION_SCHEMAS,
    policy: {
      authenticate: (c) => {
        const grant = verifyAccessToken(ctx, c.req.header('x-access-token'));
        if (grant.environment !== environment) {
          throw new DomainError(
            'forbidden',
            `x-access-token belongs to the ${OTHER[environment]} environment`,
            {
              field: 'x-access-token',
            },
          );
        }
        return { programId: grant.programId, environment };
      },
      // Style B has no roles: a token is its partner's.
      authorize: () => undefined,
      idempotencyScope: (c, scope) =>
        `${scope?.programId}:${scope?.environment}:${c.req.method} ${c.req.routePath}`,
      issueRule: styleBIssueRule,
      success: (c, data, { code, message, headers }) => success(c, data, code, message, headers),
    },
  };
}
