import type { components } from '@card-issuance/contracts/style-b-types';
import { describe, expectTypeOf, it } from 'vitest';
import type { StyleBApiError, StyleBClient, StyleBResult } from '../index';

type Schemas = components['schemas'];
declare const client: StyleBClient;

describe('client method types', () => {
  it('take path, query and body fields in one object and answer the unwrapped data', () => {
    type Freeze = Parameters<StyleBClient['cards']['freeze']>[0];
    expectTypeOf<Freeze>().toEqualTypeOf<{ cardId: string } & Schemas['CardAccountRequest']>();
    expectTypeOf(client.cards.freeze({ cardId: 'c', accountId: 'a' })).resolves.toEqualTypeOf<
      StyleBResult<Schemas['Card']>
    >();
    expectTypeOf(client.budgets.get({ budgetId: 'b', accountId: 'a' })).resolves.toHaveProperty('data');
  });

  it('keep the physical card rule of the spec', () => {
    type Issue = Parameters<StyleBClient['cards']['issue']>[0];
    expectTypeOf<
      Extract<Issue, { cardMode: 'PHYSICAL_CARD' }>['physicalCardDesignId']
    >().toEqualTypeOf<string>();
  });

  it('make clientTransactionId optional on transfers and Idempotency-Key a call option', () => {
    type TransferIn = Parameters<StyleBClient['budgets']['transferIn']>[0];
    expectTypeOf<{ budgetId: string; accountId: string; amount: string }>().toExtend<TransferIn>();
    expectTypeOf<Parameters<StyleBClient['cards']['issue']>[1]>().toExtend<
      { idempotencyKey?: string; signal?: AbortSignal } | undefined
    >();
  });

  it('type error codes as the catalogue plus any string', () => {
    expectTypeOf<'030001'>().toExtend<StyleBApiError['code']>();
    expectTypeOf<'future-code'>().toExtend<StyleBApiError['code']>();
  });

  it('iterate card and transaction lists record by record', () => {
    expectTypeOf(client.cards.listAll({ accountId: 'a' })).toEqualTypeOf<
      AsyncGenerator<Schemas['Card'], void, undefined>
    >();
    expectTypeOf(client.transactions.listAll({ accountId: 'a' })).toEqualTypeOf<
      AsyncGenerator<Schemas['Transaction'], void, undefined>
    >();
  });
});
