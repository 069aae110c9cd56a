import { describe, expect, it } from 'vitest';
import { createCardWorld } from '../../../test/support/domain/card-world';
import { cardView } from '../../style-b/card-view';
import { advanceShipping, cardById, changeCardStatus } from './index';

const physical = { cardMode: 'PHYSICAL_CARD', physicalCardDesignId: 'design-1' } as const;

describe('a physical card on its way (A-56)', () => {
  it('is ORDERED at issue while a virtual card has no shipping', () => {
    const { issue } = createCardWorld();
    expect(cardView(issue(physical))).toMatchObject({ status: 'ACTIVE', shippingStatus: 'ORDERED' });
    expect(cardView(issue()).shippingStatus).toBeNull();
  });

  it('passes SHIPPED on the way to DELIVERED, stores each step, and repeats as a no-op', () => {
    const world = createCardWorld();
    const card = world.issue(physical);
    const shipped = advanceShipping(world.ctx, card, 'SHIPPED');
    expect(shipped.steps).toEqual(['SHIPPED']);
    expect(cardById(world.ctx, card.id)?.shippingStatus).toBe('SHIPPED');
    const delivered = advanceShipping(world.ctx, shipped.card, 'DELIVERED');
    expect(delivered.steps).toEqual(['DELIVERED']);
    expect(advanceShipping(world.ctx, delivered.card, 'DELIVERED').steps).toEqual([]);

    const other = world.issue(physical);
    expect(advanceShipping(world.ctx, other, 'DELIVERED').steps).toEqual(['SHIPPED', 'DELIVERED']);
    expect(cardById(world.ctx, other.id)?.shippingStatus).toBe('DELIVERED');
  });

  it('fires no Style B event for a step: CARD.UPDATED is for status changes (part 6.1)', () => {
    const world = createCardWorld();
    const card = world.issue(physical);
    const before = world.events.length;
    advanceShipping(world.ctx, card, 'DELIVERED');
    expect(world.events.slice(before)).toEqual([]);
  });

  it('refuses a step back, a virtual card and a closed card', () => {
    const world = createCardWorld();
    const delivered = advanceShipping(world.ctx, world.issue(physical), 'DELIVERED').card;
    expect(() => advanceShipping(world.ctx, delivered, 'SHIPPED')).toThrow(
      expect.objectContaining({ reason: 'shipping_backwards' }),
    );
    expect(() => advanceShipping(world.ctx, world.issue(), 'SHIPPED')).toThrow(
      expect.objectContaining({ reason: 'card_not_physical' }),
    );
    const closed = changeCardStatus(world.ctx, world.issue(physical), 'close').card;
    expect(() => advanceShipping(world.ctx, closed, 'SHIPPED')).toThrow(
      expect.objectContaining({ reason: 'card_final' }),
    );
  });

  it('activates an INACTIVE physical card only once DELIVERED', () => {
    const world = createCardWorld();
    // Style A's rule: its physical cards start INACTIVE; the status rules are shared.
    const inactive = { ...world.issue(physical), status: 'INACTIVE' as const };
    expect(() => changeCardStatus(world.ctx, inactive, 'unfreeze')).toThrow(
      expect.objectContaining({ kind: 'unprocessable', reason: 'card_not_delivered' }),
    );
    const shipped = advanceShipping(world.ctx, inactive, 'SHIPPED').card;
    expect(() => changeCardStatus(world.ctx, shipped, 'unfreeze')).toThrow(
      expect.objectContaining({ reason: 'card_not_delivered' }),
    );
    const delivered = advanceShipping(world.ctx, shipped, 'DELIVERED').card;
    expect(changeCardStatus(world.ctx, delivered, 'unfreeze').card.status).toBe('ACTIVE');
  });
});
