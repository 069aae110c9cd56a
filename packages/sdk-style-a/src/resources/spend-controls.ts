import * as OPS from '@card-issuance/contracts/style-a';
import type { ApiPromise, CallOptions } from '@card-issuance/sdk-core';
import { type ByIdWithBody, byIdWithBody, type WithQuery, withQuery } from '../core/bind';
import type { ClientContext } from '../core/client-context';
import { invoke } from '../core/invoke';
import { type ListAll, listing } from '../core/listing';
import type { DataOf } from '../core/operation-types';

/**
 * MCC, scenario and currency allow and block lists on an applicant's issuer account.
 *
 * @example
 * await client.spendControls.create(applicantId, { usage: 'MCC', keywords: '7995', list_type: 'BLACKLIST' });
 */
export interface SpendControlsResource {
  /** `POST /v1/applicants/{id}/spend-controls`. */
  create: ByIdWithBody<'createSpendControl'>;
  /** `DELETE /v1/applicants/{id}/spend-controls/{controlId}`. */
  delete(
    applicantId: string,
    controlId: string | number,
    options?: CallOptions,
  ): ApiPromise<DataOf<'deleteSpendControl'>>;
  /** `GET /v1/cards/spend-controls`: one page, filtered by usage, list type or applicant. */
  list: WithQuery<'listSpendControls'>;
  /** Every matching rule, page after page (`for await`). */
  listAll: ListAll<'listSpendControls'>;
}

/**
 * Creates {@link SpendControlsResource} for a client.
 *
 * @example
 * const spendControls = createSpendControlsResource(ctx);
 */
export function createSpendControlsResource(ctx: ClientContext): SpendControlsResource {
  const list = withQuery<'listSpendControls'>(ctx, OPS.listSpendControls);
  return {
    create: byIdWithBody(ctx, OPS.createSpendControl),
    delete: (id, controlId, options) =>
      invoke(ctx, OPS.deleteSpendControl, { path: { id, controlId } }, options),
    list,
    listAll: listing(list),
  };
}
