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
  return new StorageLedger(storage, clock, random);
}

function positive(amount: Cents): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new DomainError('invalid', `amount must be a positive whole number of cents (got ${amount})`, {
      field: 'amount',
    });
  }
}

/** The {@link Ledger} kept in three collections of a {@link Storage}: accounts, holds and the journal. */
class StorageLedger implements Ledger {
  private readonly accounts;
  private readonly holds;
  private readonly journal;

  constructor(
    storage: Storage,
    private readonly clock: Clock,
    private readonly random: RandomBytes,
  ) {
    this.accounts = storage.collection(LEDGER_ACCOUNTS);
    this.holds = storage.collection(LEDGER_HOLDS);
    this.journal = storage.collection(LEDGER_ENTRIES);
  }

  open(id: string, currency: Currency = 'USD'): LedgerAccount {
    if (this.accounts.get(id)) throw new DomainError('conflict', `ledger account ${id} already exists`);
    const created: LedgerAccount = { id, currency, total: 0, held: 0 };
    this.accounts.put(id, created);
    return created;
  }

  has(id: string): boolean {
    return this.accounts.get(id) !== undefined;
  }

  balance(id: string): Balance {
    const { total, held } = this.account(id);
    return { available: total - held, held, total };
  }

  currencyOf(id: string): Currency {
    return this.account(id).currency;
  }

  credit(id: string, amount: Cents, memo: string): LedgerEntry {
    positive(amount);
    const target = this.account(id);
    this.accounts.put(id, { ...target, total: target.total + amount });
    return this.record({ kind: 'credit', amount, to: id, memo });
  }

  transfer(from: string, to: string, amount: Cents, memo: string): LedgerEntry {
    positive(amount);
    const source = this.account(from);
    const target = this.account(to);
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
    this.accounts.put(from, { ...source, total: source.total - amount });
    this.accounts.put(to, { ...target, total: target.total + amount });
    return this.record({ kind: 'transfer', amount, from, to, memo });
  }

  hold(id: string, amount: Cents, memo: string): Hold {
    positive(amount);
    const target = this.account(id);
    if (amount > target.total - target.held) {
      throw new DomainError('insufficient_funds', `insufficient funds: ${formatCents(amount)} requested`);
    }
    this.accounts.put(id, { ...target, held: target.held + amount });
    const created: Hold = {
      id: prefixedId('hold', this.random),
      accountId: id,
      amount,
      createdAt: this.clock.now(),
    };
    this.holds.put(created.id, created);
    this.record({ kind: 'hold', amount, from: id, holdId: created.id, memo });
    return created;
  }

  increaseHold(holdId: string, amount: Cents, memo: string): Hold {
    positive(amount);
    const current = this.requireHold(holdId);
    const target = this.account(current.accountId);
    if (amount > target.total - target.held) {
      throw new DomainError(
        'insufficient_funds',
        `insufficient funds: ${formatCents(amount)} more requested`,
      );
    }
    this.accounts.put(target.id, { ...target, held: target.held + amount });
    const grown: Hold = { ...current, amount: current.amount + amount };
    this.saveHold(grown);
    this.record({ kind: 'hold', amount, from: target.id, holdId, memo });
    return grown;
  }

  getHold(holdId: string): Hold | undefined {
    return this.holds.get(holdId);
  }

  release(holdId: string, memo: string, amount?: Cents): LedgerEntry {
    const current = this.requireHold(holdId);
    const released = amount ?? current.amount;
    positive(released);
    if (released > current.amount) {
      throw new DomainError(
        'unprocessable',
        `cannot release ${formatCents(released)} of a ${formatCents(current.amount)} hold`,
      );
    }
    const target = this.account(current.accountId);
    this.accounts.put(target.id, { ...target, held: target.held - released });
    this.saveHold({ ...current, amount: current.amount - released });
    return this.record({ kind: 'release', amount: released, to: target.id, holdId, memo });
  }

  capture(holdId: string, amount: Cents, memo: string): LedgerEntry {
    positive(amount);
    const current = this.requireHold(holdId);
    if (amount > current.amount) {
      throw new DomainError(
        'unprocessable',
        `cannot capture ${formatCents(amount)} of a ${formatCents(current.amount)} hold`,
      );
    }
    const source = this.account(current.accountId);
    this.accounts.put(source.id, { ...source, total: source.total - amount, held: source.held - amount });
    this.saveHold({ ...current, amount: current.amount - amount });
    return this.record({ kind: 'capture', amount, from: source.id, holdId, memo });
  }

  debit(id: string, amount: Cents, memo: string): LedgerEntry {
    positive(amount);
    const source = this.account(id);
    if (amount > source.total - source.held) {
      throw new DomainError(
        'insufficient_funds',
        `insufficient funds: ${formatCents(amount)} requested, ${formatCents(source.total - source.held)} available`,
      );
    }
    this.accounts.put(id, { ...source, total: source.total - amount });
    return this.record({ kind: 'capture', amount, from: id, memo });
  }

  refund(id: string, amount: Cents, memo: string): LedgerEntry {
    positive(amount);
    const target = this.account(id);
    this.accounts.put(id, { ...target, total: target.total + amount });
    return this.record({ kind: 'refund', amount, to: id, memo });
  }

  entriesOf(id: string): LedgerEntry[] {
    return this.journal.find('byAccount', id);
  }

  entries(): LedgerEntry[] {
    return [...this.journal.values()];
  }

  private account(id: string): LedgerAccount {
    const found = this.accounts.get(id);
    if (!found) throw new DomainError('not_found', `no ledger account ${id}`);
    return found;
  }

  private requireHold(holdId: string): Hold {
    const found = this.holds.get(holdId);
    if (!found) throw new DomainError('not_found', `no hold ${holdId}`);
    return found;
  }

  /** Journals one movement; the oldest entries beyond {@link LEDGER_JOURNAL_LIMIT} go. */
  private record(entry: Omit<LedgerEntry, 'id' | 'at'>): LedgerEntry {
    const full: LedgerEntry = { id: prefixedId('le', this.random), at: this.clock.now(), ...entry };
    this.journal.put(full.id, full);
    const excess = this.journal.size - LEDGER_JOURNAL_LIMIT;
    if (excess > 0) {
      for (const old of this.journal.page('all', 'all', { offset: 0, limit: excess }).items) {
        this.journal.delete(old.id);
      }
    }
    return full;
  }

  /** Saves a hold's new amount; the oldest used-up holds beyond the limit go. */
  private saveHold(updated: Hold): void {
    this.holds.put(updated.id, updated);
    const excess = this.holds.count('consumed', 'consumed') - CONSUMED_HOLD_LIMIT;
    if (updated.amount > 0 || excess <= 0) return;
    for (const old of this.holds.page('consumed', 'consumed', { offset: 0, limit: excess }).items) {
      this.holds.delete(old.id);
    }
  }
}
