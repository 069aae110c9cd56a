import { describe, expect, it } from 'vitest';
import { createCardWorld } from '../../../test/support/domain/card-world';
import { onboardAccount } from '../../../test/support/domain/test-world';
import { cardView } from '../../style-b/card-view';
import type { DomainContext, PartnerScope } from '../context';
import {
  type AccountCardRef,
  budgetCardAction,
  listAccountCards,
  setVelocityControl,
  updateCardLabel,
} from './budget-cards';

const freezeCard = (ctx: DomainContext, scope: PartnerScope, input: AccountCardRef) =>
  budgetCardAction(ctx, scope, input, 'freeze');
const unfreezeCard = (ctx: DomainContext, scope: PartnerScope, input: AccountCardRef) =>
  budgetCardAction(ctx, scope, input, 'unfreeze');
const deleteCard = (ctx: DomainContext, scope: PartnerScope, input: AccountCardRef) =>
  budgetCardAction(ctx, scope, input, 'close');
const listCards = (ctx: DomainContext, scope: PartnerScope, input: AccountCardRef) => ({
  list: listAccountCards(ctx, scope, input, { offset: 0, limit: 20 }).items,
});

function setup() {
  const world = createCardWorld();
  const card = world.issue();
  const ref = { cardId: card.id, accountId: world.account.accountId };
  const updates = () => world.events.filter((e) => e.type === 'CARD.UPDATED');
  return { ...world, card, ref, updates };
}

describe('freeze, unfreeze and delete', () => {
  it('toggle ACTIVE and FROZEN with CARD.UPDATED 3001 / 2001, and no-ops when already there', () => {
    const { ctx, scope, ref, updates } = setup();
    expect(unfreezeCard(ctx, scope, ref)).toMatchObject({
      card: { status: 'ACTIVE' },
      noop: 'already_active',
    });
    const frozen = freezeCard(ctx, scope, ref);
    expect(frozen).toMatchObject({ card: { status: 'FROZEN' }, noop: null });
    expect(freezeCard(ctx, scope, ref)).toMatchObject({ card: { status: 'FROZEN' }, noop: 'already_frozen' });
    expect(unfreezeCard(ctx, scope, ref)).toMatchObject({ card: { status: 'ACTIVE' }, noop: null });
    expect(updates().map((e) => [e.payload.status, e.payload.reasonCode])).toEqual([
      ['FROZEN', 3001],
      ['ACTIVE', 2001],
    ]);
    expect(updates()[0]?.payload).toEqual({ ...cardView(frozen.card), reasonCode: 3001 });
  });

  it('close a card for good (1001); a closed card never changes again (020012)', () => {
    const { ctx, scope, ref, updates } = setup();
    freezeCard(ctx, scope, ref);
    expect(deleteCard(ctx, scope, ref)).toMatchObject({ card: { status: 'CLOSED' }, noop: null });
    expect(deleteCard(ctx, scope, ref)).toMatchObject({ card: { status: 'CLOSED' }, noop: 'already_closed' });
    expect(updates().at(-1)?.payload).toMatchObject({ status: 'CLOSED', reasonCode: 1001 });
    const closed = expect.objectContaining({ kind: 'unprocessable', reason: 'card_final', field: 'cardId' });
    expect(() => unfreezeCard(ctx, scope, ref)).toThrow(closed);
    expect(() => freezeCard(ctx, scope, ref)).toThrow(closed);
    expect(() => updateCardLabel(ctx, scope, { ...ref, label: 'x' })).toThrow(closed);
    expect(() =>
      setVelocityControl(ctx, scope, { ...ref, transactionLimitsType: 'NA', amountLimit: 0 }),
    ).toThrow(closed);
    expect(updates()).toHaveLength(2);
  });

  it('expire a card once the clock passes its expiry month (B-6), with reasonCode null (E-6)', () => {
    const { ctx, scope, ref, card, updates } = setup();
    const endOfExpiryMonth = Date.UTC(card.expYear, card.expMonth, 1);
    ctx.clock.advance(endOfExpiryMonth - ctx.clock.now() - 1);
    expect(listCards(ctx, scope, ref).list[0]?.status).toBe('ACTIVE');
    ctx.clock.advance(1);
    expect(listCards(ctx, scope, ref).list[0]?.status).toBe('EXPIRED');
    expect(updates().at(-1)?.payload).toMatchObject({ status: 'EXPIRED', reasonCode: null });
    expect(() => freezeCard(ctx, scope, ref)).toThrow(expect.objectContaining({ reason: 'card_final' }));
    expect(deleteCard(ctx, scope, ref).card.status).toBe('CLOSED');
  });

  it('do not expire a closed card', () => {
    const { ctx, scope, ref, updates } = setup();
    deleteCard(ctx, scope, ref);
    ctx.clock.advance(4 * 366 * 86_400_000);
    expect(updates().map((e) => e.payload.status)).toEqual(['CLOSED']);
  });
});

describe('label and velocity control', () => {
  it('change the label without an event; an empty one is no label (B-41)', () => {
    // A missing or too long label is the face's: request-schemas.test.ts.
    const { ctx, scope, ref, updates } = setup();
    expect(updateCardLabel(ctx, scope, { ...ref, label: 'Travel' }).label).toBe('Travel');
    expect(updateCardLabel(ctx, scope, { ...ref, label: '' }).label).toBeNull();
    expect(updates()).toEqual([]);
  });

  it('replace the velocity control; NA means none and records 0.00 (B-20, B-33)', () => {
    const { ctx, scope, ref } = setup();
    const daily = setVelocityControl(ctx, scope, {
      ...ref,
      transactionLimitsType: 'DAY',
      amountLimit: 50_000,
    });
    expect(cardView(daily).velocityControl).toEqual({ transactionLimitsType: 'DAY', amountLimit: '500.00' });
    const monthly = setVelocityControl(ctx, scope, {
      ...ref,
      transactionLimitsType: 'MONTH',
      amountLimit: 990,
    });
    expect(cardView(monthly).velocityControl).toEqual({
      transactionLimitsType: 'MONTH',
      amountLimit: '9.90',
    });
    const none = setVelocityControl(ctx, scope, { ...ref, transactionLimitsType: 'NA', amountLimit: 1200 });
    expect(cardView(none).velocityControl).toEqual({ transactionLimitsType: 'NA', amountLimit: '0.00' });
  });
});

describe('scope', () => {
  it('hides cards of another account, partner or environment', () => {
    const world = setup();
    const other = onboardAccount(world);
    const operations = [freezeCard, unfreezeCard, deleteCard];
    for (const operation of operations) {
      expect(() => operation(world.ctx, world.scope, { ...world.ref, accountId: other.accountId })).toThrow(
        expect.objectContaining({ kind: 'not_found', field: 'cardId' }),
      );
      for (const scope of [world.production, world.other]) {
        expect(() => operation(world.ctx, scope, world.ref)).toThrow(
          expect.objectContaining({ kind: 'not_found' }),
        );
      }
    }
    expect(() => freezeCard(world.ctx, world.scope, { ...world.ref, cardId: 'card_nope' })).toThrow(
      expect.objectContaining({ kind: 'not_found', field: 'cardId' }),
    );
  });
});
