import { describe, expect, it } from 'vitest';
import { deref, findField, type Json, loadSpec, type Style } from './load-spec';

const STYLE_B_EVENTS = [
  'KYC.UPDATED',
  'KYB.UPDATED',
  'CARDHOLDER.CREATED',
  'CARDHOLDER.UPDATED',
  'CARD.CREATED',
  'CARD.UPDATED',
  'CARD_TRANSACTION.CREATED',
  'CARD_TRANSACTION.UPDATED',
];
const STYLE_A_EVENTS = [
  'applicant.approved',
  'card.activated',
  'card.frozen',
  'card.updated',
  'credit_purchase.settled',
];

function webhook(style: Style, name: string): { spec: Json; post: Json | undefined } {
  const spec = loadSpec(style);
  const hooks = (spec.webhooks ?? {}) as Json;
  const item = hooks[name] as Json | undefined;
  return { spec, post: item?.post as Json | undefined };
}

function bodyOf(spec: Json, post: Json): { schema: unknown; example: Json | undefined } {
  const media = (deref(spec, post.requestBody).content as Json)['application/json'] as Json;
  const examples = media.examples as Json | undefined;
  const first = examples ? (deref(spec, Object.values(examples)[0]).value as Json) : (media.example as Json);
  return { schema: media.schema, example: first };
}

function signatureHeader(spec: Json, post: Json, name: string): Json | undefined {
  return ((post.parameters as unknown[]) ?? [])
    .map((p) => deref(spec, p))
    .find((p) => p.in === 'header' && String(p.name).toLowerCase() === name.toLowerCase());
}

describe.each(STYLE_B_EVENTS)('style B event %s', (name) => {
  const { spec, post } = webhook('b', name);

  it('is an OpenAPI webhook', () => expect(post).toBeDefined());

  it('requires the Signature header', () => {
    expect(signatureHeader(spec, post ?? {}, 'Signature')?.required).toBe(true);
  });

  it.each(['eventId', 'eventType', 'createdAt', 'apiVersion', 'resource'])(
    'envelope requires %s (E-1)',
    (field) => {
      expect(findField(spec, bodyOf(spec, post ?? {}).schema, field)).toEqual({
        exists: true,
        required: true,
      });
    },
  );

  it('carries the payload as a JSON-encoded string whose example parses, with its own type', () => {
    const { example } = bodyOf(spec, post ?? {});
    expect(example?.eventType).toBe(name);
    expect(typeof example?.resource).toBe('string');
    const payload = JSON.parse(String(example?.resource)) as Json;
    expect(typeof payload).toBe('object');
    expect(JSON.stringify(payload)).not.toMatch(/"(cardNumber|cvv|pan)"/);
    if (name.startsWith('CARD.')) expect(typeof payload.reasonCode).toBe('number');
    if (name.startsWith('CARD_TRANSACTION.')) expect(typeof payload.cardTransactionId).toBe('string');
  });
});

describe.each(STYLE_A_EVENTS)('style A event %s', (name) => {
  const { spec, post } = webhook('a', name);

  it('is an OpenAPI webhook', () => expect(post).toBeDefined());

  it('requires the x-webhook-signature header (E-3)', () => {
    expect(signatureHeader(spec, post ?? {}, 'x-webhook-signature')?.required).toBe(true);
  });

  it.each(['id', 'type', 'createdAt', 'data'])('body requires %s (6.2)', (field) => {
    expect(findField(spec, bodyOf(spec, post ?? {}).schema, field)).toEqual({ exists: true, required: true });
  });

  it('has an example of its own type', () => {
    expect(bodyOf(spec, post ?? {}).example?.type).toBe(name);
  });
});

it.each([
  ['b', STYLE_B_EVENTS],
  ['a', STYLE_A_EVENTS],
] as const)('style %s documents no other event', (style, names) => {
  expect(Object.keys((loadSpec(style).webhooks ?? {}) as Json).sort()).toEqual([...names].sort());
});
