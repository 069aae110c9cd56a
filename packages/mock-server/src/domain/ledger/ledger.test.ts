import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClock } from '../clock';
import { catchDomainError, DomainError, type DomainErrorKind } from '../errors';
import { createMemoryStorage } from '../storage';
import { CONSUMED_HOLD_LIMIT, createLedger, LEDGER_HOLDS, LEDGER_JOURNAL_LIMIT, type Ledger } from './ledger';

function setup() {
  const storage = createMemoryStorage();
  const ledger = createLedger(storage, createClock({ frozenAt: 0 }));
  return { storage, ledger };
}

const kindOf = (fn: () => unknown): DomainErrorKind | undefined => catchDomainError(fn)?.kind;

describe('ledger', () => {
  it('moves money between accounts and reports available, held and total', () => {
    const { ledger } = setup();
    ledger.open('wallet');
    ledger.open('budget');
    ledger.credit('wallet', 10_000, 'opening');
    ledger.transfer('wallet', 'budget', 2_500, 'transfer-in');
    expect(ledger.balance('wallet')).toEqual({ available: 7_500, held: 0, total: 7_500 });
    expect(ledger.balance('budget')).toEqual({ available: 2_500, held: 0, total: 2_500 });
  });

  it("answers an account's movements from the journal's index, a transfer under both accounts", () => {
    const { ledger } = setup();
    ledger.open('wallet');
    ledger.open('budget');
    ledger.open('other');
    ledger.credit('wallet', 10_000, 'opening');
    ledger.credit('other', 1, 'opening');
    ledger.transfer('wallet', 'budget', 2_500, 'transfer-in');
    const hold = ledger.hold('budget', 500, 'authorization');
    ledger.capture(hold.id, 500, 'settle');
    expect(ledger.entriesOf('wallet').map((e) => e.kind)).toEqual(['credit', 'transfer']);
    expect(ledger.entriesOf('budget').map((e) => e.kind)).toEqual(['transfer', 'hold', 'capture']);
    expect(ledger.entriesOf('other')).toHaveLength(1);
  });

  it('keeps the newest journal entries and used-up holds only, balances untouched', () => {
    const { storage, ledger } = setup();
    ledger.open('budget');
    ledger.credit('budget', 1_000_000, 'funding');
    const first = ledger.hold('budget', 1, 'authorization');
    ledger.capture(first.id, 1, 'settle');
    for (let i = 0; i < CONSUMED_HOLD_LIMIT; i += 1) {
      const hold = ledger.hold('budget', 2, 'authorization');
      ledger.capture(hold.id, 1, 'settle');
      ledger.release(hold.id, 'rest');
    }
    for (let i = ledger.entries().length; i <= LEDGER_JOURNAL_LIMIT; i += 1)
      ledger.credit('budget', 1, 'more');
    expect(ledger.entries()).toHaveLength(LEDGER_JOURNAL_LIMIT);
    expect(ledger.entries()[0]?.kind).not.toBe('credit'); // the opening credit went first
    expect(storage.collection(LEDGER_HOLDS).count('consumed', 'consumed')).toBe(CONSUMED_HOLD_LIMIT);
    expect(ledger.getHold(first.id)).toBeUndefined();
    const total =
      1_000_000 - 1 - CONSUMED_HOLD_LIMIT + (LEDGER_JOURNAL_LIMIT + 1 - 3 * CONSUMED_HOLD_LIMIT - 3);
    expect(ledger.balance('budget')).toEqual({ available: total, held: 0, total });
  });

  it('tells insufficient funds (above total) from held funds (above available)', () => {
    const { ledger } = setup();
    ledger.open('budget');
    ledger.open('wallet');
    ledger.credit('budget', 1_000, 'funding');
    ledger.hold('budget', 600, 'authorization');
    expect(kindOf(() => ledger.transfer('budget', 'wallet', 500, 'out'))).toBe('funds_locked');
    expect(kindOf(() => ledger.transfer('budget', 'wallet', 1_001, 'out'))).toBe('insufficient_funds');
    expect(kindOf(() => ledger.transfer('budget', 'wallet', 400, 'out'))).toBeUndefined();
  });

  it('settles part of a hold and releases the rest', () => {
    const { ledger } = setup();
    ledger.open('budget');
    ledger.credit('budget', 1_000, 'funding');
    const hold = ledger.hold('budget', 800, 'authorization');
    ledger.capture(hold.id, 500, 'partial settlement');
    expect(ledger.balance('budget')).toEqual({ available: 200, held: 300, total: 500 });
    ledger.release(hold.id, 'rest released');
    expect(ledger.balance('budget')).toEqual({ available: 500, held: 0, total: 500 });
    expect(ledger.getHold(hold.id)?.amount).toBe(0);
  });

  it('grows a hold only from available funds (an incremental authorization)', () => {
    const { ledger } = setup();
    ledger.open('budget');
    ledger.credit('budget', 1_000, 'funding');
    const hold = ledger.hold('budget', 600, 'authorization');
    ledger.hold('budget', 100, 'another authorization');
    expect(kindOf(() => ledger.increaseHold(hold.id, 301, 'increment'))).toBe('insufficient_funds');
    expect(ledger.increaseHold(hold.id, 300, 'increment').amount).toBe(900);
    expect(ledger.balance('budget')).toEqual({ available: 0, held: 1_000, total: 1_000 });
    expect(ledger.getHold(hold.id)?.amount).toBe(900);
  });

  it('debits available funds without a hold, never held ones (a force capture)', () => {
    const { ledger } = setup();
    ledger.open('budget');
    ledger.credit('budget', 1_000, 'funding');
    ledger.hold('budget', 700, 'authorization');
    expect(kindOf(() => ledger.debit('budget', 301, 'force capture'))).toBe('insufficient_funds');
    expect(ledger.debit('budget', 300, 'force capture')).toMatchObject({ kind: 'capture', from: 'budget' });
    expect(ledger.balance('budget')).toEqual({ available: 0, held: 700, total: 700 });
  });

  it('refuses other currencies, the same account, and non-integer amounts', () => {
    const { ledger } = setup();
    ledger.open('a');
    ledger.open('b');
    ledger.credit('a', 100, 'x');
    expect(kindOf(() => ledger.transfer('a', 'a', 10, 'self'))).toBe('unprocessable');
    expect(kindOf(() => ledger.transfer('a', 'b', 1.5, 'x'))).toBe('invalid');
    expect(kindOf(() => ledger.credit('a', 0, 'x'))).toBe('invalid');
    expect(kindOf(() => ledger.transfer('a', 'missing', 10, 'x'))).toBe('not_found');
    expect(kindOf(() => ledger.open('a'))).toBe('conflict');
  });

  // Model-based: random sequences of every operation, compared step by step with a plain model.
  type Op =
    | { type: 'credit' | 'refund'; account: number; amount: number }
    | { type: 'transfer'; from: number; to: number; amount: number }
    | { type: 'hold' | 'debit'; account: number; amount: number }
    | { type: 'release' | 'capture' | 'increase'; hold: number; amount: number };

  const amount = fc.integer({ min: 1, max: 5_000 });
  const index = fc.integer({ min: 0, max: 2 });
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ type: fc.constantFrom('credit' as const, 'refund' as const), account: index, amount }),
    fc.record({ type: fc.constant('transfer' as const), from: index, to: index, amount }),
    fc.record({ type: fc.constantFrom('hold' as const, 'debit' as const), account: index, amount }),
    fc.record({
      type: fc.constantFrom('release' as const, 'capture' as const, 'increase' as const),
      hold: fc.nat(20),
      amount,
    }),
  );

  function apply(ledger: Ledger, ids: string[], holds: string[], o: Op): void {
    const id = (i: number) => ids[i] ?? 'missing';
    switch (o.type) {
      case 'credit':
        ledger.credit(id(o.account), o.amount, 'c');
        break;
      case 'refund':
        ledger.refund(id(o.account), o.amount, 'r');
        break;
      case 'transfer':
        ledger.transfer(id(o.from), id(o.to), o.amount, 't');
        break;
      case 'hold':
        holds.push(ledger.hold(id(o.account), o.amount, 'h').id);
        break;
      case 'release':
        ledger.release(holds[o.hold % Math.max(holds.length, 1)] ?? 'none', 'rel', o.amount);
        break;
      case 'capture':
        ledger.capture(holds[o.hold % Math.max(holds.length, 1)] ?? 'none', o.amount, 'cap');
        break;
      case 'increase':
        ledger.increaseHold(holds[o.hold % Math.max(holds.length, 1)] ?? 'none', o.amount, 'inc');
        break;
      case 'debit':
        ledger.debit(id(o.account), o.amount, 'd');
        break;
    }
  }

  it('conserves money, never goes negative, and changes nothing when an operation fails', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const { storage, ledger } = setup();
        const ids = ['wallet', 'budget', 'card'];
        for (const id of ids) ledger.open(id);
        const holds: string[] = [];
        let external = 0; // money that entered minus money that left the sandbox
        for (const o of ops) {
          const before = storage.snapshot();
          try {
            apply(ledger, ids, holds, o);
            if (o.type === 'credit' || o.type === 'refund') external += o.amount;
            if (o.type === 'capture' || o.type === 'debit') external -= o.amount;
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            // Atomic: the failed operation left the state as it was (the journal included).
            expect(storage.snapshot()).toEqual(before);
          }
          let sum = 0;
          for (const id of ids) {
            const { available, held, total } = ledger.balance(id);
            expect(available).toBeGreaterThanOrEqual(0);
            expect(held).toBeGreaterThanOrEqual(0);
            expect(available + held).toBe(total);
            const holdSum = holds
              .map((h) => ledger.getHold(h))
              .filter((h) => h?.accountId === id)
              .reduce((acc, h) => acc + (h?.amount ?? 0), 0);
            expect(holdSum).toBe(held);
            sum += total;
          }
          expect(sum).toBe(external);
        }
      }),
      { numRuns: 300 },
    );
  });
});
