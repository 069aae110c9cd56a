import * as OPS from '@card-issuance/contracts/style-a';
import type { SchemaOrganization } from '@card-issuance/contracts/style-a-types';
import type { Binder, CallOptions } from '@card-issuance/sdk-core';
import type { QueryOf } from '../core/operation-types';
import { listPages } from '../internal/list-pages';
import type { PagePromise } from '../pagination/page';

/** An organization. @example for await (const org of client.organizations.list()) console.log((org as Organization).name); */
export interface Organization extends SchemaOrganization {}
/** Query of a cursor list: `limit` and `cursor`. @example const params: ListParams = { limit: 50 }; */
export interface ListParams extends QueryOf<'listOrganizations'> {}

/**
 * Organizations visible to the caller's key.
 *
 * @example
 * for await (const org of client.organizations.list()) console.log(org.name);
 */
export interface OrganizationsResource {
  /**
   * `GET /v1/organizations`: await it for one page, `for await` it for every organization.
   *
   * @example
   * for await (const org of client.organizations.list()) console.log(org.name);
   */
  list(params?: ListParams, options?: CallOptions): PagePromise<Organization>;
}

/**
 * Creates {@link OrganizationsResource} for a client.
 *
 * @example
 * const organizations = createOrganizationsResource(binder);
 */
export function createOrganizationsResource(binder: Binder): OrganizationsResource {
  return { list: binder.bindWith(OPS.listOrganizations, listPages<Organization>) };
}
