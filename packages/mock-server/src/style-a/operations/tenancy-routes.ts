import { zListOrganizationsQuery, zListProgramsQuery } from '@card-issuance/contracts/style-a-zod';
import { pageOfList } from '../../domain/pagination';
import {
  listCardPrograms,
  listOrganizations,
  organizationCreditCents,
  requireRole,
} from '../../domain/tenants';
import { cursorPageOf, cursorRequest } from '../cursor-page';
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
    // Bounded by design (the caller's organization and a reseller's children): cut from the list, in id
    // order; a cursor positions at the first greater id.
    const idOf = (organization: { id: string }) => organization.id;
    const organizations = listOrganizations(ctx, caller);
    const page = pageOfList(organizations, cursorRequest(query, 'org'), { idOf, sortedById: true });
    return success(
      c,
      cursorPageOf(page, idOf, (organization) =>
        organizationView(organization, organizationCreditCents(ctx, organization.id)),
      ),
    );
  });

  app.get('/v1/programs', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['GET /v1/programs']);
    const query = await styleARequest(c, { query: zListProgramsQuery });
    // Bounded by design (two programs per organization in scope): cut from the list, in id order.
    const idOf = (program: { id: string }) => program.id;
    const programs = listCardPrograms(ctx, caller.scope);
    const page = pageOfList(programs, cursorRequest(query, 'prg'), { idOf, sortedById: true });
    return success(c, cursorPageOf(page, idOf, programView));
  });
}
