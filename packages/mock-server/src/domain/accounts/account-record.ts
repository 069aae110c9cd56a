import type { PartnerScope } from '../context/scope';

// The sub-account's types alone, so the domain's facts can name them without importing the store.

/** KYC status of a sub-account (B-15). */
export type KycStatus = 'NONE' | 'PENDING' | 'APPROVED' | 'REJECTED';

/** A sub-account of a partner: one user, their KYC, their USD Wallet. */
export interface AccountRecord extends PartnerScope {
  accountId: string;
  userId: string;
  parentAccountId: string;
  name: string;
  email: string;
  phone: string | null;
  kycStatus: KycStatus;
  /** The latest KYC case, `null` before the first submission. */
  kycCaseId: string | null;
  initialized: boolean;
  /** The USD Wallet, created by init. */
  walletId: string | null;
  createdAt: string;
}
