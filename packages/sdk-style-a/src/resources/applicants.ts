import * as OPS from '@card-issuance/contracts/style-a';
import type {
  SchemaApplicant,
  SchemaApplicantCreateRequest,
  SchemaFundingBalances,
  SchemaKycShareRequest,
  SchemaKycStatus,
} from '@card-issuance/contracts/style-a-types';
import type { CallOptions } from '@card-issuance/sdk-core';
import type { ApiPromise } from '../core/api-promise';
import { bind } from '../core/bind';
import type { ClientContext } from '../core/client-context';
import { listPages } from '../pagination/list-pages';
import type { PagePromise } from '../pagination/page';
import type { ListParams } from './organizations';

/** An applicant. @example const applicant: Applicant = await client.applicants.get(applicantId); */
export interface Applicant extends SchemaApplicant {}
/** An applicant's KYC and issuer progress. @example const { issuerKycReady }: ApplicantKycStatus = await client.applicants.getKycStatus(applicantId); */
export interface ApplicantKycStatus extends SchemaKycStatus {}
/** Deposit balances of an applicant. @example const balances: FundingBalances = await client.applicants.getFundingBalances(applicantId); */
export interface FundingBalances extends SchemaFundingBalances {}
/** Body of `applicants.create`. @example const params: CreateApplicantParams = { type: 'INDIVIDUAL', first_name: 'Ada', last_name: 'Lovelace', email }; */
export interface CreateApplicantParams extends SchemaApplicantCreateRequest {}
/** Body of `applicants.importKycShareToken`. @example const params: ImportKycShareParams = { share_token }; */
export interface ImportKycShareParams extends SchemaKycShareRequest {}

/**
 * Applicants and their KYC: tenant KYC with the verification provider, then the issuer handoff (submit or
 * kyc-share, then poll `getKycStatus` until `issuerKycReady`).
 *
 * @example
 * const applicant = await client.applicants.create({ type: 'INDIVIDUAL', first_name: 'Ada', last_name: 'Lovelace', email });
 */
export interface ApplicantsResource {
  /** `POST /v1/applicants`; an `Idempotency-Key` is generated unless given. */
  create(params: CreateApplicantParams, options?: CallOptions): ApiPromise<Applicant>;
  /** `GET /v1/applicants`: await it for one page, `for await` it for every applicant. */
  list(params?: ListParams, options?: CallOptions): PagePromise<Applicant>;
  /** `GET /v1/applicants/{id}`. */
  get(applicantId: string, params?: undefined, options?: CallOptions): ApiPromise<Applicant>;
  /** `POST /v1/applicants/{id}/submit`: syncs tenant KYC and starts the issuer handoff. */
  submit(applicantId: string, params?: undefined, options?: CallOptions): ApiPromise<ApplicantKycStatus>;
  /** `GET /v1/applicants/{id}/kyc-status`: issuer progress with `issuerKycReady`. */
  getKycStatus(
    applicantId: string,
    params?: undefined,
    options?: CallOptions,
  ): ApiPromise<ApplicantKycStatus>;
  /** `POST /v1/applicants/{id}/kyc-share`: imports a provider share token (BYOK). */
  importKycShareToken(
    applicantId: string,
    params: ImportKycShareParams,
    options?: CallOptions,
  ): ApiPromise<ApplicantKycStatus>;
  /** `GET /v1/applicants/{id}/funding/balances`. */
  getFundingBalances(
    applicantId: string,
    params?: undefined,
    options?: CallOptions,
  ): ApiPromise<FundingBalances>;
}

/**
 * Creates {@link ApplicantsResource} for a client.
 *
 * @example
 * const applicants = createApplicantsResource(ctx);
 */
export function createApplicantsResource(ctx: ClientContext): ApplicantsResource {
  return {
    create: bind(ctx, OPS.createApplicant),
    list: (params, options) => listPages(ctx, OPS.listApplicants, params, options),
    get: bind(ctx, OPS.getApplicant),
    submit: bind(ctx, OPS.submitApplicant),
    getKycStatus: bind(ctx, OPS.getApplicantKycStatus),
    importKycShareToken: bind(ctx, OPS.importKycShareToken),
    getFundingBalances: bind(ctx, OPS.getFundingBalances),
  };
}
