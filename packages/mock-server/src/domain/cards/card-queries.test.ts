import { describe, expect, it } from 'vitest';
import { createCardWorld } from '../../../test/support/domain/card-world';
import { onboardAccount } from '../../../test/support/domain/test-world';
import type { DomainContext, PartnerScope } from '../context';
import { getCardSecrets, type ListAccountCardsInput, listAccountCards } from './budget-cards';

type ListInput = ListAccountCardsInput & { pageNum?: number; pageSize?: number };
// The page as the Style B face reads and shows it: the spec's defaults when absent, as an offset window.
const listCards = (ctx: DomainContext, scope: PartnerScope, input: ListInput) => {
  const { pageNum = 1, pageSize = 20, ...filters } = input;
  const page = listAccountCards(ctx, scope, filters, { offset: (pageNum - 1) * pageSize, limit: pageSize });
  return { list: page.items, total: page.total, pageNum, pageSize };
};

describe('listCards', () => {
  it('pages the account cards newest first (B-8, G-11)', () => {
    const world = createCardWorld();
    const cards = Array.from({ length: 5 }, (_, i) => {
      world.ctx.clock.advance(i === 0 ? 0 : 1_000);
      return world.issue();
    });
    const ids = cards.map((c) => c.id).reverse();
    const accountId = world.account.accountId;
    expect(listCards(world.ctx, world.scope, { accountId })).toEqual({
      list: ids.map((id) => expect.objectContaining({ id })),
      total: 5,
      pageNum: 1,
      pageSize: 20,
    });
    const page2 = listCards(world.ctx, world.scope, { accountId, pageNum: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 5, pageNum: 2, pageSize: 2 });
    expect(page2.list.map((c) => c.id)).toEqual(ids.slice(2, 4));
    expect(listCards(world.ctx, world.scope, { accountId, pageNum: 9 }).list).toEqual([]);
  });

  it('filters by cardId: at most one record, none for an unknown id (B-29)', () => {
    const world = createCardWorld();
    const card = world.issue();
    world.issue();
    const accountId = world.account.accountId;
    expect(listCards(world.ctx, world.scope, { accountId, cardId: card.id })).toMatchObject({
      list: [card],
      total: 1,
    });
    expect(listCards(world.ctx, world.scope, { accountId, cardId: 'card_nope' })).toMatchObject({
      list: [],
      total: 0,
    });
  });

  it('shows nothing of another account or scope', () => {
    const world = createCardWorld();
    world.issue();
    const other = onboardAccount(world);
    expect(listCards(world.ctx, world.scope, { accountId: other.accountId }).total).toBe(0);
    expect(() => listCards(world.ctx, world.production, { accountId: world.account.accountId })).toThrow(
      expect.objectContaining({ kind: 'not_found', field: 'accountId' }),
    );
  });
});

describe('getCardSecrets', () => {
  it('needs a card of the account', () => {
    const world = createCardWorld();
    const card = world.issue();
    const other = onboardAccount(world);
    expect(() =>
      getCardSecrets(world.ctx, world.scope, { cardId: card.id, accountId: other.accountId }),
    ).toThrow(expect.objectContaining({ kind: 'not_found', field: 'cardId' }));
    expect(() => getCardSecrets(world.ctx, world.other, world.ref(card))).toThrow(
      expect.objectContaining({ kind: 'not_found' }),
    );
  });
});
