import { describe, expect, it } from 'vitest';
import { createCardWorld } from '../../../test/support/domain/card-world';
import { type CardTerms, changeCardSettings, issuePolicyCard } from './card-operations';
import { STYLE_A_CARDS, STYLE_B_CARDS } from './card-policy';
import { cardsOf } from './card-record';

function setup() {
  const world = createCardWorld();
  const card = world.issue({ label: 'Ads' });
  const terms: CardTerms = {
    tenantId: card.tenantId,
    environment: card.environment,
    ownerId: card.ownerId,
    cardholderId: card.cardholderId,
    productId: card.productId,
    form: 'PHYSICAL',
    label: null,
    funding: 'BUDGET',
    fundingAccountId: card.fundingAccountId,
    budgetId: card.budgetId,
    currencies: ['USD'],
    spendLimit: { period: 'NA', amountCents: 0 },
    referenceId: null,
    useType: null,
    physicalCardDesignId: null,
  };
  return { ...world, card, terms };
}

describe('the card operations of both styles, with each style policy', () => {
  it("issues in the policy's first status: Style B ACTIVE, Style A PHYSICAL INACTIVE, VIRTUAL ACTIVE", () => {
    const { ctx, card, terms } = setup();
    expect(issuePolicyCard(ctx, STYLE_B_CARDS, card.bin, terms)).toMatchObject({
      style: 'b',
      status: 'ACTIVE',
    });
    expect(issuePolicyCard(ctx, STYLE_A_CARDS, card.bin, terms)).toMatchObject({
      style: 'a',
      status: 'INACTIVE',
    });
    const virtual = issuePolicyCard(ctx, STYLE_A_CARDS, card.bin, { ...terms, form: 'VIRTUAL' });
    expect(virtual.status).toBe('ACTIVE');
  });

  it('stores an unchanged Style B change, and leaves an unchanged Style A one alone', () => {
    const { ctx, card } = setup();
    const restored = () => cardsOf(ctx).put(card.id, card);
    expect(changeCardSettings(ctx, STYLE_B_CARDS, card, { label: 'Ads' })).not.toBe(card);
    restored();
    expect(changeCardSettings(ctx, STYLE_A_CARDS, card, { label: 'Ads' })).toBe(card);
    expect(cardsOf(ctx).get(card.id)).toBe(card);
  });

  it('stores labels as each style reads them, and refuses a final card', () => {
    const { ctx, card } = setup();
    expect(changeCardSettings(ctx, STYLE_B_CARDS, card, { label: '' }).label).toBeNull();
    expect(changeCardSettings(ctx, STYLE_A_CARDS, card, { label: null }).label).toBeNull();
    const limit = { period: 'MONTH' as const, amountCents: 5000 };
    const limited = changeCardSettings(ctx, STYLE_A_CARDS, card, { spendLimit: limit });
    expect(limited).toMatchObject({ spendLimit: limit, label: 'Ads' });
    expect(() =>
      changeCardSettings(ctx, STYLE_B_CARDS, { ...card, status: 'CLOSED' }, { label: 'x' }),
    ).toThrow(expect.objectContaining({ reason: 'card_final' }));
  });
});
