import * as OPS from '@card-issuance/contracts/style-a';
import { type WithQuery, withQuery } from '../core/bind';
import type { ClientContext } from '../core/client-context';
import { type ListAll, listing } from '../core/listing';

/**
 * The caller's organization and, for a reseller, its child tenants.
 *
 * @example
 * for await (const org of client.organizations.listAll()) console.log(org.name);
 */
export interface OrganizationsResource {
  /** `GET /v1/organizations`: one page. */
  list: WithQuery<'listOrganizations'>;
  /** Every organization, page after page (`for await`). */
  listAll: ListAll<'listOrganizations'>;
}

/**
 * Creates {@link OrganizationsResource} for a client.
 *
 * @example
 * const organizations = createOrganizationsResource(ctx);
 */
export function createOrganizationsResource(ctx: ClientContext): OrganizationsResource {
  const list = withQuery<'listOrganizations'>(ctx, OPS.listOrganizations);
  return { list, listAll: listing(list) };
}
