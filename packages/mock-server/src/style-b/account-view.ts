import type { SchemaAccount, SchemaKycDetail } from '@card-issuance/contracts/style-b-types';
import type { AccountRecord } from '../domain/accounts';

/**
 * A sub-account as Style B shows it (style-b.openapi.yaml `Account`, B-5).
 *
 * @example
 * accountView(account).kycStatus; // 'NONE'
 */
export function accountView(record: AccountRecord): SchemaAccount {
  return {
    accountId: record.accountId,
    userId: record.userId,
    parentAccountId: record.parentAccountId,
    name: record.name,
    email: record.email,
    phone: record.phone,
    kycStatus: record.kycStatus,
    initialized: record.initialized,
    createdAt: record.createdAt,
  };
}

/**
 * `GET /v1/accounts/cdd/detail/{accountId}` (style-b.openapi.yaml `KycDetail`, B-11): the account's KYC status
 * and its latest case.
 *
 * @example
 * kycDetailView(account); // { accountId, kyc: { status: 'NONE', caseId: null } }
 */
export function kycDetailView(record: AccountRecord): SchemaKycDetail {
  return { accountId: record.accountId, kyc: { status: record.kycStatus, caseId: record.kycCaseId } };
}
