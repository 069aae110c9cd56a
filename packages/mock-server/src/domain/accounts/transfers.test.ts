import { describe, expect, it } from 'vitest';
import { createTestWorld, onboardAccount } from './testing';
import { transferExternal, transferView } from './transfers';
import { listWallets, walletView } from './wallets';

function setup() {
  const world = createTestWorld();
  const a = onboardAccount(world);
  const b = onboardAccount(world);
  const body = (extra: Record<string, unknown> = {}) => ({
    clientTransactionId: 'ext-1',
    amount: '25.5',
    from: { accountId: a.accountId, id: a.walletId, currency: 'USD', businessType: 0 },
    to: { accountId: b.accountId, id: b.walletId, currency: 'USD' },
    ...extra,
  });
  const available = (accountId: string) =>
    listWallets(world.ctx, world.scope, { accountId }).map(
      (w) => walletView(world.ctx, w).balance.available,
    )[0];
  return { ...world, a, b, body, available };
}

describe('transferExternal', () => {
  it('moves money between two wallets of the program and records a COMPLETED transfer', () => {
    const { ctx, scope, a, b, body, available } = setup();
    const { transfer, replayed } = transferExternal(ctx, scope, body());
    expect(replayed).toBe(false);
    expect(transferView(transfer)).toEqual({
      transferId: expect.stringMatching(/^tr_/),
      clientTransactionId: 'ext-1',
      amount: '25.50',
      currency: 'USD',
      from: { accountId: a.accountId, id: a.walletId, type: 'WALLET' },
      to: { accountId: b.accountId, id: b.walletId, type: 'WALLET' },
      status: 'COMPLETED',
      createdAt: '2026-01-15T12:00:04.000Z', // two accounts onboarded, 2 s of KYC each
    });
    expect(available(a.accountId)).toBe('9974.50');
    expect(available(b.accountId)).toBe('10025.50');
  });

  it('replays the same clientTransactionId and body; another body is idempotency_mismatch (B-28)', () => {
    const { ctx, scope, a, body, available } = setup();
    const first = transferExternal(ctx, scope, body());
    expect(transferExternal(ctx, scope, body({ amount: '25.50' }))).toEqual({
      transfer: first.transfer,
      replayed: true,
    });
    expect(available(a.accountId)).toBe('9974.50');
    expect(() => transferExternal(ctx, scope, body({ amount: '26' }))).toThrow(
      expect.objectContaining({ kind: 'idempotency_mismatch', field: 'clientTransactionId' }),
    );
  });

  it('maps balance and currency failures', () => {
    const { ctx, scope, body, b } = setup();
    expect(() => transferExternal(ctx, scope, body({ amount: '10000.01' }))).toThrow(
      expect.objectContaining({ kind: 'insufficient_funds' }),
    );
    const eur = { accountId: b.accountId, id: b.walletId, currency: 'EUR' };
    expect(() => transferExternal(ctx, scope, body({ to: eur }))).toThrow(
      expect.objectContaining({ kind: 'currency_mismatch', field: 'to.currency' }),
    );
    const from = { ...body().from, currency: 'EUR' };
    expect(() => transferExternal(ctx, scope, body({ from, to: eur }))).toThrow(
      expect.objectContaining({ reason: 'currency_not_supported', field: 'from.currency' }),
    );
  });

  it('validates the body, naming nested fields', () => {
    const { ctx, scope, body, a } = setup();
    const cases: [Record<string, unknown>, string, string][] = [
      [body({ clientTransactionId: undefined }), 'clientTransactionId', 'invalid'],
      [body({ amount: 25 }), 'amount', 'invalid'],
      [body({ amount: '0.00' }), 'amount', 'unprocessable'],
      [body({ from: 'x' }), 'from', 'invalid'],
      [body({ to: { ...body().to, id: undefined } }), 'to.id', 'invalid'],
      [body({ from: { ...body().from, accountId: 'nope' } }), 'from.accountId', 'invalid'],
      [body({ from: { ...body().from, businessType: '0' } }), 'from.businessType', 'invalid'],
      [body({ from: { ...body().from, businessType: 1 } }), 'from.businessType', 'unprocessable'],
      [body({ to: { ...body().from, businessType: undefined } }), 'to.id', 'unprocessable'],
      [body({ to: { ...body().to, id: a.walletId } }), 'to.id', 'not_found'],
    ];
    for (const [input, field, kind] of cases) {
      expect(() => transferExternal(ctx, scope, input), field).toThrow(
        expect.objectContaining({ kind, field }),
      );
    }
  });

  it('only reaches accounts of the scope', () => {
    const world = setup();
    const stranger = onboardAccount(world, world.other);
    const to = { accountId: stranger.accountId, id: stranger.walletId, currency: 'USD' };
    expect(() => transferExternal(world.ctx, world.scope, world.body({ to }))).toThrow(
      expect.objectContaining({ kind: 'not_found', field: 'to.accountId' }),
    );
    expect(() => transferExternal(world.ctx, world.production, world.body())).toThrow(
      expect.objectContaining({ kind: 'not_found', field: 'from.accountId' }),
    );
  });
});
