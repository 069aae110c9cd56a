import { describe, expectTypeOf, it } from 'vitest';
import type { components, paths, webhooks } from './index';

// Type-level checks of the generated contract types, run by vitest's typecheck mode: each fails as a test
// when the spec stops expressing a rule integrators rely on.
type Schemas = components['schemas'];
type JsonBody<T> = T extends { content: { 'application/json': infer B } } ? B : never;

describe('style A generated types', () => {
  it('take defund amounts as integer cents, never a decimal string (A-4)', () => {
    type Body = JsonBody<NonNullable<paths['/v1/cards/{id}/defund']['post']['requestBody']>>;
    expectTypeOf<Body['amount_cents']>().toEqualTypeOf<number>();
  });

  it('type error codes as the closed catalogue', () => {
    expectTypeOf<'ISSUER_KYC_INCOMPLETE'>().toExtend<Schemas['ErrorCode']>();
    expectTypeOf<'RATE_LIMITED'>().toExtend<Schemas['ErrorCode']>();
    expectTypeOf<'40101'>().not.toExtend<Schemas['ErrorCode']>();
  });

  it('describe the payment-details envelope and its decrypted plaintext', () => {
    expectTypeOf<
      Schemas['PaymentDetailsEnvelope']['algorithm']
    >().toEqualTypeOf<'RSA_OAEP_SHA256_AES_256_GCM'>();
    expectTypeOf<Schemas['PaymentDetailsPlaintext']>().toHaveProperty('pan');
    expectTypeOf<Schemas['PaymentDetailsPlaintext']>().toHaveProperty('cvv');
  });

  it('never put a full card number or CVV on the Card record', () => {
    expectTypeOf<Schemas['Card']>().not.toHaveProperty('pan');
    expectTypeOf<Schemas['Card']>().not.toHaveProperty('cvv');
    expectTypeOf<Schemas['Card']['spend_limit_cents']>().toExtend<number | null>();
  });

  it('answer the token endpoint in the OAuth shape, unwrapped (A-25)', () => {
    type Token = JsonBody<paths['/v1/oauth/token']['post']['responses'][200]>;
    expectTypeOf<Token>().toHaveProperty('access_token');
    expectTypeOf<Token>().not.toHaveProperty('data');
  });

  it('type each planned event by its type (E-4)', () => {
    type Frozen = JsonBody<NonNullable<webhooks['card.frozen']['post']['requestBody']>>;
    expectTypeOf<Frozen['type']>().toEqualTypeOf<'card.frozen'>();
  });
});
