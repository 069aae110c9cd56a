import { describe, expectTypeOf, it } from 'vitest';
import type {
  BudgetTransferParams,
  Card,
  Page,
  StyleBApiError,
  StyleBClient,
  Transaction,
  WithResponse,
} from '../index';

declare const client: StyleBClient;

describe('client method types', () => {
  it('take (id, params, options) on one resource and resolve to the resource', () => {
    expectTypeOf(client.cards.freeze('c', { accountId: 'a' })).resolves.toEqualTypeOf<Card>();
    expectTypeOf(client.cards.freeze('c', { accountId: 'a' }).withResponse()).resolves.toEqualTypeOf<
      WithResponse<Card>
    >();
    expectTypeOf(
      client.cards.freeze('c', { accountId: 'a' }).asResponse(),
    ).resolves.toEqualTypeOf<Response>();
    expectTypeOf<WithResponse<Card>['noop']>().toEqualTypeOf<boolean>();
    // @ts-expect-error the old flat object is refused
    client.cards.freeze({ cardId: 'c', accountId: 'a' });
  });

  it('keep the physical card rule of the spec', () => {
    type Issue = Parameters<StyleBClient['cards']['issue']>[0];
    expectTypeOf<
      Extract<Issue, { cardMode: 'PHYSICAL_CARD' }>['physicalCardDesignId']
    >().toEqualTypeOf<string>();
    // @ts-expect-error cardMode is required
    client.cards.issue({ accountId: 'a', binId: 'b', cardholderId: 'h', budgetId: 'g', referenceId: 'r' });
    // @ts-expect-error a physical card needs its design
    client.cards.issue({
      accountId: 'a',
      binId: 'b',
      cardholderId: 'h',
      budgetId: 'g',
      referenceId: 'r',
      cardMode: 'PHYSICAL_CARD',
    });
  });

  it('make clientTransactionId optional on transfers and Idempotency-Key a call option', () => {
    expectTypeOf<{ accountId: string; amount: string }>().toExtend<BudgetTransferParams>();
    expectTypeOf<Parameters<StyleBClient['cards']['issue']>[1]>().toExtend<
      { idempotencyKey?: string; signal?: AbortSignal } | undefined
    >();
  });

  it('type error codes as the catalogue plus any string', () => {
    expectTypeOf<'030001'>().toExtend<StyleBApiError['code']>();
    expectTypeOf<'future-code'>().toExtend<StyleBApiError['code']>();
  });

  it('await a list to a page and iterate it record by record', () => {
    expectTypeOf(client.cards.list({ accountId: 'a' })).resolves.toEqualTypeOf<Page<Card>>();
    expectTypeOf(client.cards.list({ accountId: 'a' })).toExtend<AsyncIterable<Card>>();
    expectTypeOf(client.transactions.list({ accountId: 'a' })).toExtend<AsyncIterable<Transaction>>();
    expectTypeOf<Page<Card>['total']>().toEqualTypeOf<number>();
  });
});
