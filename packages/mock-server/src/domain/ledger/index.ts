export {
  type Balance,
  CONSUMED_HOLD_LIMIT,
  createLedger,
  type Hold,
  LEDGER_ACCOUNTS,
  LEDGER_ENTRIES,
  LEDGER_HOLDS,
  LEDGER_JOURNAL_LIMIT,
  type Ledger,
  type LedgerAccount,
  type LedgerEntry,
  type LedgerEntryKind,
} from './ledger';
