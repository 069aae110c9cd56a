// The applicant's types alone, so the domain's facts can name them without importing the store.

/** Tenant KYC status of an applicant. */
export type ApplicantKycStatus = 'NOT_STARTED' | 'PENDING' | 'APPROVED' | 'REJECTED';
/** Progress of the identity handoff to the issuer. */
export type IssuerStatus = 'NOT_SUBMITTED' | 'PENDING' | 'READY' | 'FAILED';
/** Kind of applicant. */
export type ApplicantType = 'INDIVIDUAL' | 'BUSINESS';

/** A Style A applicant with its issuer progress. */
export interface ApplicantRecord {
  id: string;
  organizationId: string;
  type: ApplicantType;
  email: string | null;
  firstName: string;
  lastName: string;
  kycStatus: ApplicantKycStatus;
  /** Why the last KYC decision was taken, when the control API gave a reason. */
  kycReason?: string | undefined;
  issuerStatus: IssuerStatus;
  /** Creation order, for "newest first" lists when the clock stands still. */
  sequence: number;
  createdAt: string;
  updatedAt: string;
}
