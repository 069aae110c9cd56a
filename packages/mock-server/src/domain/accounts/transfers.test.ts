import { describe, expect, it } from 'vitest';
import { centsOf } from '../../../test/support/domain/cents-of';
import { createTestWorld, onboardAccount } from '../../../test/support/domain/test-world';
import { type ExternalTransferInput, transferExternal } from './transfers';
import { listWallets } from './wallets';

function setup() {
  const world = createTestWorld();
  const a = onboardAccount(world);
  const b = onboardAccount(world);
  const body = ({
    amount = '25.5',
    ...extra
  }: Partial<ExternalTransferInput> & { amount?: string } = {}): ExternalTransferInput => ({
    clientTransactionId: 'ext-1',
    amountCents: centsOf(amount),
    from: { accountId: a.accountId, id: a.walletId ?? '', currency: 'USD', businessType: 0 },
    to: { accountId: b.accountId, id: b.walletId ?? '', currency: 'USD' },
    ...extra,
  });
  const available = (accountId: string) =>
    listWallets(world.ctx, world.scope, { accountId }).map(
      (w) => world.ctx.ledger.balance(w.id).available,
    )[0];
  return { ...world, a, b, body, available };
}

describe('transferExternal', () => {
  it('moves money between two wallets of the partner and records a COMPLETED transfer', () => {
    const { ctx, scope, a, b, body, available } = setup();
    const { transfer, replayed } = transferExternal(ctx, scope, body());
    expect(replayed).toBe(false);
    expect(transfer).toMatchObject({
      transferId: expect.stringMatching(/^tr_/),
      clientTransactionId: 'ext-1',
      amountCents: 2_550,
      currency: 'USD',
      from: { accountId: a.accountId, id: a.walletId, type: 'WALLET' },
      to: { accountId: b.accountId, id: b.walletId, type: 'WALLET' },
      status: 'COMPLETED',
      createdAt: '2026-01-15T12:00:04.000Z', // two accounts onboarded, 2 s of KYC each
    });
    expect(available(a.accountId)).toBe(997_450);
    expect(available(b.accountId)).toBe(1_002_550);
  });

  it('replays the same clientTransactionId and body; another body is idempotency_mismatch (B-28)', () => {
    const { ctx, scope, a, body, available } = setup();
    const first = transferExternal(ctx, scope, body());
    expect(transferExternal(ctx, scope, body({ amount: '25.50' }))).toEqual({
      transfer: first.transfer,
      replayed: true,
    });
    expect(available(a.accountId)).toBe(997_450);
    expect(() => transferExternal(ctx, scope, body({ amount: '26' }))).toThrow(
      expect.objectContaining({ kind: 'idempotency_mismatch', field: 'clientTransactionId' }),
    );
  });

  it('maps balance failures (currency rules: request-schemas.test.ts)', () => {
    const { ctx, scope, body } = setup();
    expect(() => transferExternal(ctx, scope, body({ amount: '10000.01' }))).toThrow(
      expect.objectContaining({ kind: 'insufficient_funds' }),
    );
  });

  it('checks the wallets, naming nested fields (the amount range: account-routes.test.ts)', () => {
    // The shape of the body (missing fields, types, businessType) is the face's: request-schemas.test.ts.
    const { ctx, scope, body, a } = setup();
    const cases: [ExternalTransferInput, string, string][] = [
      [
        body({ to: { accountId: a.accountId, id: a.walletId ?? '', currency: 'USD' } }),
        'to.id',
        'unprocessable',
      ],
      [body({ to: { ...body().to, id: a.walletId ?? '' } }), 'to.id', 'not_found'],
      [body({ to: { ...body().to, id: 'wal_nope' } }), 'to.id', 'not_found'],
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
    const to = { accountId: stranger.accountId, id: stranger.walletId ?? '', currency: 'USD' as const };
    expect(() => transferExternal(world.ctx, world.scope, world.body({ to }))).toThrow(
      expect.objectContaining({ kind: 'not_found', field: 'to.accountId' }),
    );
    expect(() => transferExternal(world.ctx, world.production, world.body())).toThrow(
      expect.objectContaining({ kind: 'not_found', field: 'from.accountId' }),
    );
  });
});
