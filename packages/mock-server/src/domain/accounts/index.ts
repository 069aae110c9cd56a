export {
  type AccountRecord,
  type AccountView,
  accountById,
  accountView,
  findAccountsByEmail,
  type KycStatus,
  registerAccount,
  requireAccount,
} from './account-store';
export {
  forceKybDecision,
  forceKycDecision,
  getKycDetail,
  type KybCaseRecord,
  type KycCaseRecord,
  type KycDecision,
  type KycDetailView,
  kycDetailView,
  submitKyc,
} from './kyc';
export {
  executeTransfer,
  oncePerClientTransactionId,
  readClientTransactionId,
  type TransferParty,
  type TransferRecord,
  type TransferView,
  transferExternal,
  transferView,
} from './transfers';
export {
  type AccountInit,
  type BalanceView,
  balanceView,
  creditWallet,
  initAccount,
  listWallets,
  requireWallet,
  type WalletRecord,
  type WalletView,
  walletView,
} from './wallets';
