import type { Clock } from '../clock';
import { DomainError } from '../errors';
import { cryptoRandom, prefixedId, type RandomBytes } from '../ids';
import { type Cents, type Currency, formatCents } from '../money';
import { defineCollection, type Storage } from '../storage';

/** A pool of money: a USD Wallet, a budget, a prepaid card balance. */
export interface LedgerAccount {
  id: string;
  currency: Currency;
  /** Everything the account holds, held funds included. */
  total: Cents;
  /** Funds held by pending authorizations. */
  held: Cents;
}

/** What an account can spend now, what is held, and both together (DECISIONS.md B-27). */
export interface Balance {
  available: Cents;
  held: Cents;
  total: Cents;
}

/** Funds set aside for a pending authorization until it is captured or released. */
export interface Hold {
  id: string;
  accountId: string;
  /** Still held. */
  amount: Cents;
  createdAt: number;
}

export type LedgerEntryKind = 'credit' | 'transfer' | 'hold' | 'release' | 'capture' | 'refund';

/** One movement, append-only. `from` / `to` are absent where money enters or leaves the sandbox. */
export interface LedgerEntry {
  id: string;
  kind: LedgerEntryKind;
  at: number;
  amount: Cents;
  from?: string;
  to?: string;
  holdId?: string;
  memo: string;
}

/**
 * The ledger's accounts. A balance is read from its account record (`total` and `held`, kept by every
 * movement), never summed from the journal.
 */
export const LEDGER_ACCOUNTS = defineCollection<LedgerAccount>({ name: 'ledger.accounts' });
/** Holds of authorizations, by id; used-up ones (amount 0) are also indexed, to drop the oldest. */
export const LEDGER_HOLDS = defineCollection<Hold, 'consumed'>({
  name: 'ledger.holds',
  indexes: { consumed: (hold) => (hold.amount === 0 ? 'consumed' : undefined) },
});

/**
 * How many entries the journal keeps: the newest (DECISIONS.md G-34). Balances live on the account
 * records, so older entries are history only, and a sandbox with a million purchases stays in memory.
 */
export const LEDGER_JOURNAL_LIMIT = 50_000;
/** How many used-up holds are kept (the newest); an unknown hold reads as used up (G-34). */
export const CONSUMED_HOLD_LIMIT = 10_000;

/**
 * The journal, by account (each entry filed under the account(s) it moves money of) and as a whole, whose
 * oldest end is where the window drops entries (a page of an index: a Map's front is slow once entries
 * have been deleted from it, since its iterators step over every deleted slot).
 */
export const LEDGER_ENTRIES = defineCollection<LedgerEntry, 'byAccount' | 'all'>({
  name: 'ledger.entries',
  indexes: {
    byAccount: (entry) =>
      entry.from === undefined ? entry.to : entry.to === undefined ? entry.from : [entry.from, entry.to],
    all: () => 'all',
  },
});

/**
 * Every movement of money in the mock, in integer cents. Money enters by {@link Ledger.credit} (sandbox
 * funding) and {@link Ledger.refund}, leaves by {@link Ledger.capture} (settlement to a merchant), and moves
 * between accounts by {@link Ledger.transfer}. No operation leaves an account negative, and a failing
 * operation changes nothing. Balances are kept on the account records; the journal keeps the newest
 * {@link LEDGER_JOURNAL_LIMIT} movements and the newest {@link CONSUMED_HOLD_LIMIT} used-up holds.
 *
 * @example
 * const ledger = createLedger(storage, clock);
 * ledger.open(walletId);
 * ledger.credit(walletId, 1_000_000, 'opening balance');
 */
export interface Ledger {
  /** Opens an account under a caller-chosen id (the wallet, budget or card id). */
  open(id: string, currency?: Currency): LedgerAccount;
  has(id: string): boolean;
  balance(id: string): Balance;
  currencyOf(id: string): Currency;
  credit(id: string, amount: Cents, memo: string): LedgerEntry;
  /** Moves funds; `insufficient_funds` above the total, `funds_locked` above what is available. */
  transfer(from: string, to: string, amount: Cents, memo: string): LedgerEntry;
  /** Holds funds for an authorization; `insufficient_funds` above what is available. */
  hold(id: string, amount: Cents, memo: string): Hold;
  /**
   * Grows a hold by `amount` (an incremental authorization); `insufficient_funds` above what its account
   * has available.
   */
  increaseHold(holdId: string, amount: Cents, memo: string): Hold;
  getHold(holdId: string): Hold | undefined;
  /** Releases `amount` (default: all) of a hold back to the account's available funds. */
  release(holdId: string, memo: string, amount?: Cents): LedgerEntry;
  /** Settles `amount` of a hold out of the sandbox; any rest of the hold stays held. */
  capture(holdId: string, amount: Cents, memo: string): LedgerEntry;
  /**
   * Settles `amount` out of the sandbox straight from available funds, without a hold (a force capture);
   * `insufficient_funds` above what is available: held funds stay with their authorizations.
   */
  debit(id: string, amount: Cents, memo: string): LedgerEntry;
  /** Money coming back from outside (a merchant refund). */
  refund(id: string, amount: Cents, memo: string): LedgerEntry;
  /** The movements of one account kept in the journal, oldest first, through the journal's index. */
  entriesOf(id: string): LedgerEntry[];
  /** Every movement kept, oldest first: a read of the whole (bounded) journal, for audits and tests only. */
  entries(): LedgerEntry[];
}

/**
 * Creates the {@link Ledger} over the given storage; entry and hold ids draw from `random` (the domain
 * context's, so a seeded sandbox repeats them).
 *
 * @example
 * const ledger = createLedger(createMemoryStorage(), createClock());
 */
export function createLedger(storage: Storage, clock: Clock, random: RandomBytes = cryptoRandom): Ledger {
  const accounts = storage.collection(LEDGER_ACCOUNTS);
  const holds = storage.collection(LEDGER_HOLDS);
  const journal = storage.collection(LEDGER_ENTRIES);

  function account(id: string): LedgerAccount {
    const found = accounts.get(id);
    if (!found) throw new DomainError('not_found', `no ledger account ${id}`);
    return found;
  }

  function positive(amount: Cents): void {
    if (!Number.isSafeInteger(amount) || amount <= 0) {
      throw new DomainError('invalid', `amount must be a positive whole number of cents (got ${amount})`, {
        field: 'amount',
      });
    }
  }

  function record(entry: Omit<LedgerEntry, 'id' | 'at'>): LedgerEntry {
    const full: LedgerEntry = { id: prefixedId('le', random), at: clock.now(), ...entry };
    journal.put(full.id, full);
    const excess = journal.size - LEDGER_JOURNAL_LIMIT;
    if (excess > 0) {
      for (const old of journal.page('all', 'all', { offset: 0, limit: excess }).items)
        journal.delete(old.id);
    }
    return full;
  }

  /** Saves a hold's new amount; the oldest used-up holds beyond the limit go. */
  function saveHold(updated: Hold): void {
    holds.put(updated.id, updated);
    const excess = holds.count('consumed', 'consumed') - CONSUMED_HOLD_LIMIT;
    if (updated.amount > 0 || excess <= 0) return;
    for (const old of holds.page('consumed', 'consumed', { offset: 0, limit: excess }).items) {
      holds.delete(old.id);
    }
  }

  function hold(holdId: string): Hold {
    const found = holds.get(holdId);
    if (!found) throw new DomainError('not_found', `no hold ${holdId}`);
    return found;
  }

  return {
    open(id, currency = 'USD') {
      if (accounts.get(id)) throw new DomainError('conflict', `ledger account ${id} already exists`);
      const created: LedgerAccount = { id, currency, total: 0, held: 0 };
      accounts.put(id, created);
      return created;
    },
    has: (id) => accounts.get(id) !== undefined,
    balance(id) {
      const { total, held } = account(id);
      return { available: total - held, held, total };
    },
    currencyOf: (id) => account(id).currency,
    credit(id, amount, memo) {
      positive(amount);
      const target = account(id);
      accounts.put(id, { ...target, total: target.total + amount });
      return record({ kind: 'credit', amount, to: id, memo });
    },
    transfer(from, to, amount, memo) {
      positive(amount);
      const source = account(from);
      const target = account(to);
      if (from === to) throw new DomainError('unprocessable', 'source and destination are the same account');
      if (source.currency !== target.currency) {
        throw new DomainError(
          'currency_mismatch',
          `cannot move ${source.currency} into a ${target.currency} account`,
        );
      }
      if (amount > source.total) {
        throw new DomainError(
          'insufficient_funds',
          `insufficient balance: ${formatCents(amount)} requested, ${formatCents(source.total - source.held)} available`,
        );
      }
      if (amount > source.total - source.held) {
        throw new DomainError(
          'funds_locked',
          `${formatCents(source.held)} is held by pending authorizations; at most ${formatCents(source.total - source.held)} can move now`,
        );
      }
      accounts.put(from, { ...source, total: source.total - amount });
      accounts.put(to, { ...target, total: target.total + amount });
      return record({ kind: 'transfer', amount, from, to, memo });
    },
    hold(id, amount, memo) {
      positive(amount);
      const target = account(id);
      if (amount > target.total - target.held) {
        throw new DomainError('insufficient_funds', `insufficient funds: ${formatCents(amount)} requested`);
      }
      accounts.put(id, { ...target, held: target.held + amount });
      const created: Hold = { id: prefixedId('hold', random), accountId: id, amount, createdAt: clock.now() };
      holds.put(created.id, created);
      record({ kind: 'hold', amount, from: id, holdId: created.id, memo });
      return created;
    },
    increaseHold(holdId, amount, memo) {
      positive(amount);
      const current = hold(holdId);
      const target = account(current.accountId);
      if (amount > target.total - target.held) {
        throw new DomainError(
          'insufficient_funds',
          `insufficient funds: ${formatCents(amount)} more requested`,
        );
      }
      accounts.put(target.id, { ...target, held: target.held + amount });
      const grown: Hold = { ...current, amount: current.amount + amount };
      saveHold(grown);
      record({ kind: 'hold', amount, from: target.id, holdId, memo });
      return grown;
    },
    getHold: (holdId) => holds.get(holdId),
    release(holdId, memo, amount) {
      const current = hold(holdId);
      const released = amount ?? current.amount;
      positive(released);
      if (released > current.amount) {
        throw new DomainError(
          'unprocessable',
          `cannot release ${formatCents(released)} of a ${formatCents(current.amount)} hold`,
        );
      }
      const target = account(current.accountId);
      accounts.put(target.id, { ...target, held: target.held - released });
      saveHold({ ...current, amount: current.amount - released });
      return record({ kind: 'release', amount: released, to: target.id, holdId, memo });
    },
    capture(holdId, amount, memo) {
      positive(amount);
      const current = hold(holdId);
      if (amount > current.amount) {
        throw new DomainError(
          'unprocessable',
          `cannot capture ${formatCents(amount)} of a ${formatCents(current.amount)} hold`,
        );
      }
      const source = account(current.accountId);
      accounts.put(source.id, { ...source, total: source.total - amount, held: source.held - amount });
      saveHold({ ...current, amount: current.amount - amount });
      return record({ kind: 'capture', amount, from: source.id, holdId, memo });
    },
    debit(id, amount, memo) {
      positive(amount);
      const source = account(id);
      if (amount > source.total - source.held) {
        throw new DomainError(
          'insufficient_funds',
          `insufficient funds: ${formatCents(amount)} requested, ${formatCents(source.total - source.held)} available`,
        );
      }
      accounts.put(id, { ...source, total: source.total - amount });
      return record({ kind: 'capture', amount, from: id, memo });
    },
    refund(id, amount, memo) {
      positive(amount);
      const target = account(id);
      accounts.put(id, { ...target, total: target.total + amount });
      return record({ kind: 'refund', amount, to: id, memo });
    },
    entriesOf: (id) => journal.find('byAccount', id),
    entries: () => [...journal.values()],
  };
}
