import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signStyleAWebhook, signStyleBWebhook } from '@card-issuance/webhook-verifier';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { DomainEvent } from '../context';
import { signStyleA } from './signing';
import { WEBHOOK_FORMATS } from './webhook-format';

type Json = Record<string, unknown>;

const specs = join(import.meta.dirname, '../../../../../specs');

/** Every webhook example of a spec with the signature its description states under the example secret. */
function signedExamples(name: string): { type: string; example: Json; signature: string }[] {
  const spec = parse(readFileSync(join(specs, `${name}.openapi.yaml`), 'utf8')) as Json;
  return Object.entries(spec.webhooks as Record<string, { post: Json }>).map(([type, { post }]) => {
    const content = (post.requestBody as Json).content as Record<string, { example: Json }>;
    const match = /(?:`Signature` is|signs to) `([^`]+)`/.exec(String(post.description));
    return { type, example: content['application/json']?.example ?? {}, signature: match?.[1] ?? '' };
  });
}

const SAMPLES = [
  '',
  'plain ascii',
  '{"name":"Zoë Ångström","city":"Łódź","note":"価格 ¥500 — ok","emoji":"💳"}',
  JSON.stringify({ memo: 'line\u2028separator\u2029paragraph', euro: '€' }),
];

describe('signStyleA', () => {
  it.each(SAMPLES)(
    'is lowercase hex HMAC-SHA256 of the raw body, as node:crypto computes it (%#)',
    async (text) => {
      const secret = 'whsec_a_sécret';
      expect(await signStyleA(secret, text)).toBe(createHmac('sha256', secret).update(text).digest('hex'));
    },
  );

  it.each(signedExamples('style-a'))('reproduces the signature stated for the $type example', async (e) => {
    expect(e.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(await signStyleA('whsec_style_a_example', JSON.stringify(e.example))).toBe(e.signature);
  });
});

const EVENT: DomainEvent = {
  id: 'evt_1',
  style: 'b',
  type: 'CARD.UPDATED',
  at: Date.parse('2026-01-01T00:00:00Z'),
  programId: 'prog_1',
  environment: 'sandbox',
  payload: { id: 'card_1', label: 'Zoë \u2028 a/b', amount: '1.50' },
};

describe('the Style B webhook format', () => {
  const format = WEBHOOK_FORMATS.b;
  const withResource = (resource: string) => JSON.stringify({ ...JSON.parse(format.body(EVENT)), resource });

  it.each(SAMPLES)(
    'signs Base64 HMAC-SHA256 of the resource, as node:crypto computes it (%#)',
    async (text) => {
      const secret = 'whsec_tëst_secret';
      const headers = await format.headers(withResource(text), secret);
      expect(headers.Signature).toBe(createHmac('sha256', secret).update(text).digest('base64'));
      expect(headers['Event-Id']).toBe('evt_1');
    },
  );

  it.each(signedExamples('style-b'))('reproduces the signature stated for the $type example', async (e) => {
    expect(e.signature).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    const headers = await format.headers(
      withResource(String(e.example.resource)),
      'whsec_example_sandbox_secret',
    );
    expect(headers.Signature).toBe(e.signature);
  });

  it("writes the body the verifier's signer writes", async () => {
    const signed = await signStyleBWebhook({
      secret: 's',
      eventId: EVENT.id,
      eventType: 'CARD.UPDATED',
      createdAt: '2026-01-01T00:00:00.000Z',
      resource: JSON.stringify(EVENT.payload),
    });
    expect(format.body(EVENT)).toBe(signed.body);
  });
});

describe('the Style A webhook format', () => {
  const format = WEBHOOK_FORMATS.a;
  const event: DomainEvent = { ...EVENT, style: 'a', type: 'card.updated' };

  it("writes the body the verifier's signer writes, and signs it as signStyleA does", async () => {
    const signed = await signStyleAWebhook({
      secret: 'whsec_a',
      id: event.id,
      type: 'card.updated',
      createdAt: '2026-01-01T00:00:00.000Z',
      data: event.payload as never,
    });
    expect(format.body(event)).toBe(signed.body);
    const headers = await format.headers(signed.body, 'whsec_a');
    expect(headers['x-webhook-signature']).toBe(await signStyleA('whsec_a', signed.body));
    expect(headers['Content-Type']).toBe('application/json');
  });
});
