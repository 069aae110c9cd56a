export {
  ACCOUNTS,
  type AccountRecord,
  accountById,
  findAccountsByEmail,
  type KycStatus,
  type RegisterAccountInput,
  registerAccount,
  requireAccount,
} from './account-store';
export {
  forceKybDecision,
  forceKycDecision,
  getKycDetail,
  KYB_CASES,
  KYC_CASES,
  type KybCaseRecord,
  type KycCaseRecord,
  type KycDecision,
  type SubmitKycInput,
  submitKyc,
} from './kyc';
export {
  type ExternalTransferInput,
  executeTransfer,
  oncePerClientTransactionId,
  TRANSFERS,
  type TransferParty,
  type TransferRecord,
  type TransferSide,
  transferExternal,
} from './transfers';
export {
  type AccountInit,
  creditWallet,
  initAccount,
  listWallets,
  requireWallet,
  WALLETS,
  type WalletRecord,
} from './wallets';
