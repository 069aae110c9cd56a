export {
  type Balance,
  createLedger,
  type Hold,
  type Ledger,
  type LedgerAccount,
  type LedgerEntry,
  type LedgerEntryKind,
} from './ledger';
