import { describe, expect, it } from 'vitest';
import { cardholderInput } from '../../../test/support/domain/cardholder-fixtures';
import { createTestWorld, onboardAccount } from '../../../test/support/domain/test-world';
import { cardholderView } from '../../style-b/cardholder-view';
import { binsOf } from '../bins';
import {
  createCardholder,
  forceCardholderDecision,
  getCardholder,
  listCardholders,
} from './budget-cardholders';
import type { CardholderRecord } from './cardholder-record';

const ref = (holder: CardholderRecord) => ({ cardholderId: holder.id, accountId: holder.ownerId });

function setup(settings = {}) {
  const world = createTestWorld(settings);
  const account = onboardAccount(world);
  const input = (overrides: Record<string, unknown> = {}, family = 'US') =>
    cardholderInput(world, account, family, overrides);
  const create = (overrides: Record<string, unknown> = {}) =>
    createCardholder(world.ctx, world.scope, input(overrides));
  return { ...world, account, input, create };
}

describe('createCardholder', () => {
  it('creates a PENDING cardholder, approved after the delay, with both events', () => {
    const { ctx, scope, account, create, events } = setup({ cardholderApprovalDelayMs: 3_000 });
    const cardholder = create();
    expect(cardholderView(cardholder)).toEqual({
      cardholderId: expect.stringMatching(/^ch_/),
      accountId: account.accountId,
      binId: binsOf(ctx, scope).find((b) => b.family === 'US')?.id,
      referenceId: expect.any(String),
      businessModel: 'B2C_GATEWAY',
      firstName: 'Ann',
      lastName: 'Lee',
      email: account.email,
      phoneCountryCode: '1',
      phoneNumber: '4155550100',
      address: { addressLine1: '1 Main St', city: 'Austin', state: 'TX', country: 'US', postalCode: '73301' },
      status: 'PENDING',
      createdAt: expect.any(String),
    });
    expect(events.at(-1)).toMatchObject({ type: 'CARDHOLDER.CREATED', payload: cardholderView(cardholder) });
    ctx.clock.advance(2_999);
    expect(getCardholder(ctx, scope, ref(cardholder)).status).toBe('PENDING');
    ctx.clock.advance(1);
    const approved = getCardholder(ctx, scope, {
      cardholderId: cardholder.id,
      accountId: account.accountId,
    });
    expect(approved.status).toBe('APPROVED');
    expect(events.at(-1)).toMatchObject({ type: 'CARDHOLDER.UPDATED', payload: { status: 'APPROVED' } });
  });

  it('rejects lastName REJECT (B-14); a rejected user may try again', () => {
    const { ctx, scope, create, events } = setup();
    const rejected = create({ lastName: 'REJECT' });
    ctx.clock.advance(1_000);
    expect(events.at(-1)).toMatchObject({ type: 'CARDHOLDER.UPDATED', payload: { status: 'REJECTED' } });
    expect(getCardholder(ctx, scope, ref(rejected)).status).toBe('REJECTED');
    expect(create().status).toBe('PENDING');
  });

  it('allows one live cardholder per user (010001) and unique referenceIds (40004)', () => {
    const world = setup();
    const first = world.create({ referenceId: 'same' });
    expect(() => world.create()).toThrow(
      expect.objectContaining({
        kind: 'conflict',
        reason: 'cardholder_exists',
        message: expect.stringContaining(first.id),
      }),
    );
    const someoneElse = onboardAccount(world);
    expect(() =>
      createCardholder(
        world.ctx,
        world.scope,
        cardholderInput(world, someoneElse, 'US', { referenceId: 'same' }),
      ),
    ).toThrow(
      expect.objectContaining({ kind: 'conflict', reason: 'reference_id_taken', field: 'referenceId' }),
    );
  });

  it('needs an account past KYC (040004) and initialized (020003), a BIN of the partner (020001) and the account email (40903)', () => {
    const world = setup();
    const approvedOnly = onboardAccount(world, world.scope, 'approved');
    expect(() => createCardholder(world.ctx, world.scope, cardholderInput(world, approvedOnly))).toThrow(
      expect.objectContaining({
        kind: 'unprocessable',
        reason: 'account_not_initialized',
        field: 'accountId',
      }),
    );
    const foreignBin = binsOf(world.ctx, world.production)[0]?.id;
    expect(() => world.create({ binId: foreignBin })).toThrow(
      expect.objectContaining({ kind: 'unprocessable', reason: 'bin_not_available', field: 'binId' }),
    );
    expect(() => world.create({ email: 'other@example.com' })).toThrow(
      expect.objectContaining({ kind: 'conflict', reason: 'email_mismatch', field: 'email' }),
    );
    expect(world.create({ email: world.account.email.toUpperCase() }).status).toBe('PENDING');
  });
});

describe('reading cardholders', () => {
  it('lists and gets by account', () => {
    const { ctx, scope, account, create } = setup();
    const cardholder = create();
    expect(listCardholders(ctx, scope, { accountId: account.accountId })).toEqual([cardholder]);
    expect(getCardholder(ctx, scope, ref(cardholder))).toEqual(cardholder);
  });

  it('hides cardholders of another account, partner or environment', () => {
    const world = setup();
    const cardholder = world.create();
    const other = onboardAccount(world);
    expect(() =>
      getCardholder(world.ctx, world.scope, { ...ref(cardholder), accountId: other.accountId }),
    ).toThrow(expect.objectContaining({ kind: 'not_found', field: 'cardholderId' }));
    for (const scope of [world.other, world.production]) {
      expect(() => getCardholder(world.ctx, scope, ref(cardholder))).toThrow(
        expect.objectContaining({ kind: 'not_found' }),
      );
      expect(() => listCardholders(world.ctx, scope, ref(cardholder))).toThrow(
        expect.objectContaining({ kind: 'not_found' }),
      );
    }
  });
});

describe('forceCardholderDecision', () => {
  it('decides a PENDING cardholder once; the scheduled decision then does nothing', () => {
    const { ctx, scope, create, events } = setup();
    const cardholder = create();
    expect(forceCardholderDecision(ctx, cardholder.id, 'REJECTED').status).toBe('REJECTED');
    ctx.clock.advance(1_000);
    expect(getCardholder(ctx, scope, ref(cardholder)).status).toBe('REJECTED');
    expect(events.filter((e) => e.type === 'CARDHOLDER.UPDATED')).toHaveLength(1);
    expect(() => forceCardholderDecision(ctx, cardholder.id, 'APPROVED')).toThrow(
      expect.objectContaining({ kind: 'conflict' }),
    );
    expect(() => forceCardholderDecision(ctx, 'ch_nope', 'APPROVED')).toThrow(
      expect.objectContaining({ kind: 'not_found' }),
    );
  });

  it('does nothing when the state was reset before the decision', () => {
    const { ctx, create, events } = setup();
    const seed = ctx.storage.snapshot();
    create();
    ctx.storage.restore(seed);
    ctx.clock.advance(1_000);
    expect(events.filter((e) => e.type === 'CARDHOLDER.UPDATED')).toEqual([]);
  });
});
