export {
  type Balance,
  createLedger,
  type Hold,
  LEDGER_ACCOUNTS,
  LEDGER_ENTRIES,
  LEDGER_HOLDS,
  type Ledger,
  type LedgerAccount,
  type LedgerEntry,
  type LedgerEntryKind,
} from './ledger';
