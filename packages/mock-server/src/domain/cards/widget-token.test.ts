import { describe, expect, it } from 'vitest';
import { createCardWorld } from '../../../test/support/domain/card-world';
import { createWidgetToken } from './budget-cards';
import { cardSecretsOf } from './card-record';
import { openRevealToken as verifyWidgetToken } from './reveal-token';

describe('widget tokens', () => {
  it('bind an opaque token to one card for 300 s on the clock (B-13)', () => {
    const world = createCardWorld();
    const card = world.issue();
    const token = createWidgetToken(world.ctx, world.scope, world.ref(card));
    expect(token).toEqual({
      accessToken: expect.stringMatching(/^[0-9a-z]{40}$/),
      expiresIn: 300,
      expiresAt: new Date(world.ctx.clock.now() + 300_000).toISOString(),
      cardId: card.id,
    });
    expect(verifyWidgetToken(world.ctx, token.accessToken)).toEqual({
      card,
      secrets: cardSecretsOf(world.ctx, card),
    });
    world.ctx.clock.advance(299_999);
    expect(verifyWidgetToken(world.ctx, token.accessToken)).toBeDefined();
    world.ctx.clock.advance(1);
    expect(verifyWidgetToken(world.ctx, token.accessToken)).toBeUndefined();
    expect(verifyWidgetToken(world.ctx, 'nope')).toBeUndefined();
  });

  it('are only issued for a card of the caller', () => {
    const world = createCardWorld();
    const card = world.issue();
    expect(() => createWidgetToken(world.ctx, world.production, world.ref(card))).toThrow(
      expect.objectContaining({ kind: 'not_found' }),
    );
    expect(() =>
      createWidgetToken(world.ctx, world.scope, { ...world.ref(card), cardId: 'card_nope' }),
    ).toThrow(expect.objectContaining({ kind: 'not_found', field: 'cardId' }));
  });
});
