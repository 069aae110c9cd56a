import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestWorld } from '../../../test/support/domain/test-world';
import type { DomainContext } from '../context';
import type { ApplicantRecord } from './applicant-store';
import {
  availableToFundCents,
  DEPOSIT_CURRENCIES,
  type DepositCurrency,
  depositBalances,
  drawFunding,
  freezeDeposit,
  fundingSources,
  receiveDeposit,
} from './deposits';

const SEED = 50_000;

/** An applicant's funding account holding 500.00, as `createApplicant` opens it, and a prepaid card's. */
function world() {
  const { ctx } = createTestWorld();
  const applicant = { id: 'app_test' } as ApplicantRecord;
  ctx.ledger.open(applicant.id);
  ctx.ledger.credit(applicant.id, SEED, 'seed');
  ctx.ledger.open('card_test');
  return { ctx, applicant };
}

const cents = (value: string) => Math.round(Number(value) * 100);
const walletOf = (ctx: DomainContext, currency: DepositCurrency) =>
  depositBalances(ctx, 'app_test').find((d) => d.currency === currency);

describe('stablecoin deposits (A-57)', () => {
  it('lists both wallets at zero until a deposit, then with six decimals', () => {
    const { ctx, applicant } = world();
    expect(depositBalances(ctx, applicant.id)).toEqual([
      { currency: 'USDC', available: '0.000000', frozen: '0.000000' },
      { currency: 'USDT', available: '0.000000', frozen: '0.000000' },
    ]);
    receiveDeposit(ctx, applicant, 'USDT', 12_345);
    expect(walletOf(ctx, 'USDT')).toEqual({ currency: 'USDT', available: '123.450000', frozen: '0.000000' });
    expect(availableToFundCents(ctx, applicant.id)).toBe(SEED + 12_345);
  });

  it('takes a frozen part out of what can fund cards, and gives it back whole', () => {
    const { ctx, applicant } = world();
    receiveDeposit(ctx, applicant, 'USDC', 10_000);
    freezeDeposit(ctx, applicant, 'USDC', 4_000, 'freeze');
    expect(walletOf(ctx, 'USDC')).toMatchObject({ available: '60.000000', frozen: '40.000000' });
    expect(availableToFundCents(ctx, applicant.id)).toBe(SEED + 6_000);
    expect(() => freezeDeposit(ctx, applicant, 'USDC', 6_001, 'freeze')).toThrow(
      expect.objectContaining({ kind: 'invalid', field: 'amount' }),
    );
    expect(() => freezeDeposit(ctx, applicant, 'USDC', 4_001, 'unfreeze')).toThrow(
      expect.objectContaining({ kind: 'invalid', field: 'amount' }),
    );
    freezeDeposit(ctx, applicant, 'USDC', 4_000, 'unfreeze');
    expect(walletOf(ctx, 'USDC')).toMatchObject({ available: '100.000000', frozen: '0.000000' });
  });

  it('funds from the USD funding first, then USDC, then USDT, never from a frozen part', () => {
    const { ctx, applicant } = world();
    receiveDeposit(ctx, applicant, 'USDC', 1_000);
    receiveDeposit(ctx, applicant, 'USDT', 1_000);
    freezeDeposit(ctx, applicant, 'USDC', 500, 'freeze');
    drawFunding(ctx, applicant.id, 'card_test', SEED + 700, 'fund');
    expect(ctx.ledger.balance(applicant.id).available).toBe(0);
    expect(walletOf(ctx, 'USDC')).toMatchObject({ available: '0.000000', frozen: '5.000000' });
    expect(walletOf(ctx, 'USDT')).toMatchObject({ available: '8.000000' });
    expect(() => drawFunding(ctx, applicant.id, 'card_test', 801, 'fund')).toThrow(
      expect.objectContaining({ kind: 'insufficient_funds' }),
    );
  });

  const command = fc.oneof(
    fc.record({
      op: fc.constantFrom('deposit', 'freeze', 'unfreeze'),
      currency: fc.constantFrom(...DEPOSIT_CURRENCIES),
      amount: fc.integer({ min: 1, max: 100_000 }),
    }),
    fc.record({ op: fc.constantFrom('fund', 'defund'), amount: fc.integer({ min: 1, max: 200_000 }) }),
  );

  it('conserves money and never goes negative, whatever the sequence (property)', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 30 }), (commands) => {
        const { ctx, applicant } = world();
        let entered = SEED;
        const frozen: Record<DepositCurrency, number> = { USDC: 0, USDT: 0 };
        for (const c of commands) {
          try {
            if (c.op === 'deposit') receiveDeposit(ctx, applicant, c.currency, c.amount);
            else if (c.op === 'freeze' || c.op === 'unfreeze') {
              freezeDeposit(ctx, applicant, c.currency, c.amount, c.op);
            } else if (c.op === 'fund') {
              if (c.amount > availableToFundCents(ctx, applicant.id)) continue;
              drawFunding(ctx, applicant.id, 'card_test', c.amount, 'fund');
            } else if (c.amount <= ctx.ledger.balance('card_test').available) {
              ctx.ledger.transfer('card_test', applicant.id, c.amount, 'defund');
            }
          } catch (error) {
            // Only the documented refusals; they must leave everything as it was.
            expect(error).toMatchObject({ kind: 'invalid', field: 'amount' });
            continue;
          }
          if (c.op === 'deposit') entered += c.amount;
          if (c.op === 'freeze') frozen[c.currency] += c.amount;
          if (c.op === 'unfreeze') frozen[c.currency] -= c.amount;
        }
        const accounts = [
          ...fundingSources(ctx, applicant.id),
          'card_test',
          ...DEPOSIT_CURRENCIES.map((c) => `${applicant.id}:deposit:${c}:frozen`).filter((id) =>
            ctx.ledger.has(id),
          ),
        ];
        const held = accounts.reduce((sum, id) => {
          const balance = ctx.ledger.balance(id);
          expect(balance.available).toBeGreaterThanOrEqual(0);
          return sum + balance.total;
        }, 0);
        expect(held).toBe(entered);
        for (const d of depositBalances(ctx, applicant.id)) expect(cents(d.frozen)).toBe(frozen[d.currency]);
        const inWallets = depositBalances(ctx, applicant.id).reduce((s, d) => s + cents(d.available), 0);
        expect(availableToFundCents(ctx, applicant.id)).toBe(
          ctx.ledger.balance(applicant.id).available + inWallets,
        );
      }),
      { numRuns: 200 },
    );
  });
});
