import { describe, expectTypeOf, it } from 'vitest';
import type { components, paths, webhooks } from './index';

// Type-level checks of the generated contract types, run by vitest's typecheck mode: each fails as a test
// when the spec stops expressing a rule integrators rely on.
type Schemas = components['schemas'];

describe('style B generated types', () => {
  it('require physicalCardDesignId on a physical card and not on a virtual one', () => {
    type Issue = paths['/v1/budget-card']['post']['requestBody'];
    type Body = NonNullable<Issue>['content']['application/json'];
    expectTypeOf<
      Extract<Body, { cardMode: 'PHYSICAL_CARD' }>['physicalCardDesignId']
    >().toEqualTypeOf<string>();
    expectTypeOf<Extract<Body, { cardMode: 'VIRTUAL_CARD' }>>().not.toHaveProperty('physicalCardDesignId');
  });

  it('type error codes as a closed union that includes the catalogue and the no-op codes', () => {
    expectTypeOf<'030003'>().toExtend<Schemas['ErrorCode']>();
    expectTypeOf<'020010'>().toExtend<Schemas['ErrorCode']>();
    expectTypeOf<'99999'>().not.toExtend<Schemas['ErrorCode']>();
  });

  it('require the Idempotency-Key header on card issuance', () => {
    type Params = paths['/v1/budget-card']['post']['parameters'];
    expectTypeOf<Params['header']>().toExtend<{ 'Idempotency-Key': string }>();
  });

  it('require accountId as a query parameter of the cardholder lookup', () => {
    type Query = paths['/v1/cardholders/{cardholderId}']['get']['parameters']['query'];
    expectTypeOf<Query>().toExtend<{ accountId: string }>();
  });

  it('type each event by its eventType, with resource as a string', () => {
    type CardCreated = NonNullable<
      webhooks['CARD.CREATED']['post']['requestBody']
    >['content']['application/json'];
    expectTypeOf<CardCreated['eventType']>().toEqualTypeOf<'CARD.CREATED'>();
    expectTypeOf<CardCreated['resource']>().toEqualTypeOf<string>();
  });

  it('never put a card number or CVV on the Card record', () => {
    expectTypeOf<Schemas['Card']>().not.toHaveProperty('cardNumber');
    expectTypeOf<Schemas['Card']>().not.toHaveProperty('cvv');
    expectTypeOf<Schemas['CardSecrets']>().toHaveProperty('cvv');
  });
});
