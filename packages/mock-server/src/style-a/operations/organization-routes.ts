import { listCardPrograms, listOrganizations, organizationCreditCents } from '../../domain/organizations';
import { pageOfList } from '../../domain/pagination';
import { cursorPageOf, cursorRequest } from '../cursor-page';
import type { StyleAOperationKit } from '../style-a-app';
import type { StyleAHandlers } from '../style-a-binding';
import { organizationView, programView } from '../views';

const idOf = (record: { id: string }) => record.id;

/**
 * `GET /v1/organizations` (the caller's organization, and a reseller's children) and `GET /v1/programs`
 * (the programs of every organization in scope), both paginated by cursor (A-11, A-24, G-11).
 *
 * @example
 * kit.bind({ ...organizationHandlers(kit), ...otherHandlers });
 */
export function organizationHandlers({ ctx }: StyleAOperationKit) {
  return {
    // Bounded by design (the caller's organization and a reseller's children): cut from the list, in id
    // order; a cursor positions at the first greater id.
    listOrganizations: (query, { principal }) => {
      const organizations = listOrganizations(ctx, principal);
      const page = pageOfList(organizations, cursorRequest(query, 'org'), { idOf, sortedById: true });
      return cursorPageOf(page, idOf, (organization) =>
        organizationView(organization, organizationCreditCents(ctx, organization.id)),
      );
    },
    // Bounded by design (two programs per organization in scope): cut from the list, in id order.
    listPrograms: (query, { principal }) => {
      const programs = listCardPrograms(ctx, principal.scope);
      const page = pageOfList(programs, cursorRequest(query, 'prg'), { idOf, sortedById: true });
      return cursorPageOf(page, idOf, programView);
    },
  } satisfies Partial<StyleAHandlers>;
}
