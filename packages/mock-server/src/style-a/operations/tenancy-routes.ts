import { zListOrganizationsQuery, zListProgramsQuery } from '@card-issuance/contracts/style-a-zod';
import {
  listCardPrograms,
  listOrganizations,
  organizationCreditCents,
  requireRole,
} from '../../domain/tenants';
import { cursorPage } from '../cursor-page';
import { success } from '../envelope';
import { OPERATION_ROLES } from '../operation-roles';
import { styleARequest } from '../request-input';
import type { StyleAOperationKit } from '../style-a-app';
import { organizationView, programView } from '../views';

/**
 * `GET /v1/organizations` (the caller's organization, and a reseller's children) and `GET /v1/programs`
 * (the programs of every organization in scope), both paginated by cursor (A-11, A-24, G-11).
 *
 * @example
 * tenancyRoutes({ app, ctx, authenticate });
 */
export function tenancyRoutes({ app, ctx, authenticate }: StyleAOperationKit): void {
  app.get('/v1/organizations', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['GET /v1/organizations']);
    const query = await styleARequest(c, { query: zListOrganizationsQuery });
    const organizations = listOrganizations(ctx, caller).map((organization) =>
      organizationView(organization, organizationCreditCents(ctx, organization.id)),
    );
    return success(c, cursorPage(organizations, query, 'org'));
  });

  app.get('/v1/programs', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['GET /v1/programs']);
    const query = await styleARequest(c, { query: zListProgramsQuery });
    const programs = listCardPrograms(ctx, caller.scope).map(programView);
    return success(c, cursorPage(programs, query, 'prg'));
  });
}
