import * as OPS from '@card-issuance/contracts/style-a';
import type {
  SchemaSpendControl,
  SchemaSpendControlCreateRequest,
} from '@card-issuance/contracts/style-a-types';
import type { Binder, CallOptions } from '@card-issuance/sdk-core';
import type { ApiPromise } from '../core/api-promise';
import type { QueryOf } from '../core/operation-types';
import { listPages } from '../internal/list-pages';
import type { PagePromise } from '../pagination/page';

/** An allow or block rule. @example const rule: SpendControl = await client.spendControls.create(applicantId, params); */
export interface SpendControl extends SchemaSpendControl {}
/** Body of `spendControls.create`. @example const params: CreateSpendControlParams = { usage: 'MCC', keywords: '7995', list_type: 'BLACKLIST' }; */
export interface CreateSpendControlParams extends SchemaSpendControlCreateRequest {}
/** Query of `spendControls.list`. @example const params: ListSpendControlsParams = { usage: 'MCC', applicant_id }; */
export interface ListSpendControlsParams extends QueryOf<'listSpendControls'> {}
/** Which applicant a rule belongs to, for `spendControls.delete`. @example const params: DeleteSpendControlParams = { id: applicantId }; */
export interface DeleteSpendControlParams {
  /** The applicant holding the rule. */
  id: string;
}

/**
 * MCC, scenario and currency allow and block lists on an applicant's issuer account.
 *
 * @example
 * await client.spendControls.create(applicantId, { usage: 'MCC', keywords: '7995', list_type: 'BLACKLIST' });
 */
export interface SpendControlsResource {
  /**
   * `POST /v1/applicants/{id}/spend-controls`: a rule on the applicant's account.
   *
   * @example
   * const rule = await client.spendControls.create(applicantId, { usage: 'MCC', keywords: '7995', list_type: 'BLACKLIST' });
   */
  create(
    applicantId: string,
    params: CreateSpendControlParams,
    options?: CallOptions,
  ): ApiPromise<SpendControl>;
  /**
   * `DELETE /v1/applicants/{id}/spend-controls/{controlId}`: `delete(controlId, { id: applicantId })`.
   *
   * @example
   * await client.spendControls.delete(rule.id, { id: applicantId });
   */
  delete(
    controlId: string | number,
    params: DeleteSpendControlParams,
    options?: CallOptions,
  ): ApiPromise<SpendControl>;
  /**
   * `GET /v1/cards/spend-controls`, filtered by usage, list type or applicant; `for await` for every rule.
   *
   * @example
   * for await (const rule of client.spendControls.list({ usage: 'MCC', applicant_id })) console.log(rule.id);
   */
  list(params?: ListSpendControlsParams, options?: CallOptions): PagePromise<SpendControl>;
}

/**
 * Creates {@link SpendControlsResource} for a client.
 *
 * @example
 * const spendControls = createSpendControlsResource(binder);
 */
export function createSpendControlsResource(binder: Binder): SpendControlsResource {
  return {
    create: binder.bind(OPS.createSpendControl),
    delete: binder.bind(OPS.deleteSpendControl),
    list: binder.bindWith(OPS.listSpendControls, listPages<SpendControl>),
  };
}
