import * as OPS from '@card-issuance/contracts/style-a';
import {
  type ById,
  type ByIdWithBody,
  byId,
  byIdWithBody,
  type WithBody,
  type WithQuery,
  withBody,
  withQuery,
} from '../core/bind';
import type { ClientContext } from '../core/client-context';
import { type ListAll, listing } from '../core/listing';

/**
 * Applicants and their KYC: tenant KYC with the verification provider, then the issuer handoff (submit or
 * kyc-share, then poll `getKycStatus` until `issuerKycReady`).
 *
 * @example
 * const applicant = await client.applicants.create({ type: 'INDIVIDUAL', first_name: 'Ada', last_name: 'Lovelace', email });
 */
export interface ApplicantsResource {
  /** `POST /v1/applicants`; an `Idempotency-Key` is generated unless given. */
  create: WithBody<'createApplicant'>;
  /** `GET /v1/applicants`: one page. */
  list: WithQuery<'listApplicants'>;
  /** Every applicant, page after page (`for await`). */
  listAll: ListAll<'listApplicants'>;
  /** `GET /v1/applicants/{id}`. */
  get: ById<'getApplicant'>;
  /** `POST /v1/applicants/{id}/submit`: syncs tenant KYC and starts the issuer handoff. */
  submit: ById<'submitApplicant'>;
  /** `GET /v1/applicants/{id}/kyc-status`: issuer progress with `issuerKycReady`. */
  getKycStatus: ById<'getApplicantKycStatus'>;
  /** `POST /v1/applicants/{id}/kyc-share`: imports a provider share token (BYOK). */
  importKycShareToken: ByIdWithBody<'importKycShareToken'>;
  /** `GET /v1/applicants/{id}/funding/balances`. */
  getFundingBalances: ById<'getFundingBalances'>;
}

/**
 * Creates {@link ApplicantsResource} for a client.
 *
 * @example
 * const applicants = createApplicantsResource(ctx);
 */
export function createApplicantsResource(ctx: ClientContext): ApplicantsResource {
  const list = withQuery<'listApplicants'>(ctx, OPS.listApplicants);
  return {
    create: withBody(ctx, OPS.createApplicant),
    list,
    listAll: listing(list),
    get: byId(ctx, OPS.getApplicant),
    submit: byId(ctx, OPS.submitApplicant),
    getKycStatus: byId(ctx, OPS.getApplicantKycStatus),
    importKycShareToken: byIdWithBody(ctx, OPS.importKycShareToken),
    getFundingBalances: byId(ctx, OPS.getFundingBalances),
  };
}
