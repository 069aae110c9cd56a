export {
  APPLICANT_COLLECTION,
  APPLICANT_FUNDING_SEED_CENTS,
  APPLICANTS,
  type ApplicantKycStatus,
  type ApplicantRecord,
  type ApplicantType,
  applicantById,
  createApplicant,
  type IssuerStatus,
  listApplicants,
  ownerOrganization,
  requireApplicant,
  saveApplicant,
} from './applicant-store';
export {
  availableToFundCents,
  DEPOSIT_CURRENCIES,
  type DepositBalanceView,
  type DepositCurrency,
  depositBalances,
  drawFunding,
  freezeDeposit,
  fundingSources,
  receiveDeposit,
} from './deposits';
export { fundingBalances } from './funding-balances';
export {
  decideTenantKyc,
  forceApplicantKycDecision,
  kycConfig,
  shareKyc,
  submitApplicant,
} from './kyc-handoff';
export {
  listProviderCallbacks,
  PROVIDER_CALLBACK_CAPACITY,
  PROVIDER_CALLBACK_LOG,
  PROVIDER_CALLBACKS,
  type ProviderCallbackRecord,
  receiveEventCallback,
  receiveKycCallback,
  verifyCallbackSignature,
} from './provider-callbacks';
