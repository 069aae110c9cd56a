import * as OPS from '@card-issuance/contracts/style-a';
import type {
  SchemaApplicant,
  SchemaApplicantCreateRequest,
  SchemaFundingBalances,
  SchemaKycShareRequest,
  SchemaKycStatus,
} from '@card-issuance/contracts/style-a-types';
import type { Binder, CallOptions } from '@card-issuance/sdk-core';
import type { ApiPromise } from '../core/api-promise';
import { listPages } from '../internal/list-pages';
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
  /**
   * `POST /v1/applicants`; an `Idempotency-Key` is generated unless given.
   *
   * @example
   * const applicant = await client.applicants.create({ type: 'INDIVIDUAL', first_name: 'Ada', last_name: 'Lovelace', email });
   */
  create(params: CreateApplicantParams, options?: CallOptions): ApiPromise<Applicant>;
  /**
   * `GET /v1/applicants`: await it for one page, `for await` it for every applicant.
   *
   * @example
   * for await (const applicant of client.applicants.list({ limit: 100 })) console.log(applicant.id);
   */
  list(params?: ListParams, options?: CallOptions): PagePromise<Applicant>;
  /**
   * `GET /v1/applicants/{id}`.
   *
   * @example
   * const applicant = await client.applicants.get(applicantId);
   */
  get(applicantId: string, params?: undefined, options?: CallOptions): ApiPromise<Applicant>;
  /**
   * `POST /v1/applicants/{id}/submit`: syncs tenant KYC and starts the issuer handoff.
   *
   * @example
   * const { issuerKycReady } = await client.applicants.submit(applicantId);
   */
  submit(applicantId: string, params?: undefined, options?: CallOptions): ApiPromise<ApplicantKycStatus>;
  /**
   * `GET /v1/applicants/{id}/kyc-status`: issuer progress with `issuerKycReady`.
   *
   * @example
   * const { issuerKycReady } = await client.applicants.getKycStatus(applicantId);
   */
  getKycStatus(
    applicantId: string,
    params?: undefined,
    options?: CallOptions,
  ): ApiPromise<ApplicantKycStatus>;
  /**
   * `POST /v1/applicants/{id}/kyc-share`: imports a provider share token (BYOK).
   *
   * @example
   * const status = await client.applicants.importKycShareToken(applicantId, { share_token });
   */
  importKycShareToken(
    applicantId: string,
    params: ImportKycShareParams,
    options?: CallOptions,
  ): ApiPromise<ApplicantKycStatus>;
  /**
   * `GET /v1/applicants/{id}/funding/balances`.
   *
   * @example
   * const balances = await client.applicants.getFundingBalances(applicantId);
   */
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
 * const applicants = createApplicantsResource(binder);
 */
export function createApplicantsResource(binder: Binder): ApplicantsResource {
  return {
    create: binder.bind(OPS.createApplicant),
    list: binder.bindWith(OPS.listApplicants, listPages<Applicant>),
    get: binder.bind(OPS.getApplicant),
    submit: binder.bind(OPS.submitApplicant),
    getKycStatus: binder.bind(OPS.getApplicantKycStatus),
    importKycShareToken: binder.bind(OPS.importKycShareToken),
    getFundingBalances: binder.bind(OPS.getFundingBalances),
  };
}
