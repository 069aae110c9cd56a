import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MalformedEventError,
  MissingSignatureError,
  SignatureMismatchError,
  UnknownEventTypeError,
} from '../errors';
import { signStyleAWebhook } from './sign-style-a-webhook';
import { verifyStyleAWebhook } from './verify-style-a-webhook';

const secret = 'whsec_test_a';
const sign = (body: string | Uint8Array, key = secret) =>
  createHmac('sha256', key).update(body).digest('hex');
const event = (data: string, type = 'card.frozen') =>
  `{"id":"evt_1","type":"${type}","createdAt":"2026-01-01T00:00:00.000Z","data":${data}}`;

describe('verifyStyleAWebhook', () => {
  it.each([
    ['non-ASCII text', event('{"id":"card_1","label":"Café ☕ 𝄞 Müller"}')],
    ['a \\u2028 line separator, raw and escaped', event('{"id":"card_1","label":"a\u2028b","x":"\\u2028"}')],
    ['escaped slashes', event('{"id":"card_1","url":"https:\\/\\/example.com\\/x"}')],
    ['whitespace the signer kept', `  ${event('{ "id" : "card_1" }')}\n`],
  ])('verifies %s over the raw bytes', async (_name, body) => {
    const verified = await verifyStyleAWebhook({ body, signature: sign(body), secret });
    expect(verified).toEqual(JSON.parse(body));
    const bytes = new TextEncoder().encode(body);
    await expect(verifyStyleAWebhook({ body: bytes, signature: sign(bytes), secret })).resolves.toEqual(
      verified,
    );
  });

  it('accepts an uppercase signature and any secret of a rotation list', async () => {
    const body = event('{"id":"card_1"}');
    const signature = sign(body, 'whsec_old').toUpperCase();
    await expect(
      verifyStyleAWebhook({ body, signature, secret: ['whsec_new', 'whsec_old'] }),
    ).resolves.toMatchObject({
      type: 'card.frozen',
    });
  });

  it('rejects tampered bodies and signatures', async () => {
    const body = event('{"id":"card_1","status":"FROZEN"}');
    const signature = sign(body);
    await expect(
      verifyStyleAWebhook({ body: body.replace('FROZEN', 'ACTIVE'), signature, secret }),
    ).rejects.toThrow(SignatureMismatchError);
    await expect(verifyStyleAWebhook({ body: `${body} `, signature, secret })).rejects.toThrow(
      SignatureMismatchError,
    );
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    await expect(verifyStyleAWebhook({ body, signature: flipped, secret })).rejects.toThrow(
      SignatureMismatchError,
    );
    await expect(verifyStyleAWebhook({ body, signature: signature.slice(2), secret })).rejects.toThrow(
      /64 hex/,
    );
    await expect(verifyStyleAWebhook({ body, signature: `sha256=${signature}`, secret })).rejects.toThrow(
      /drop the `sha256=` prefix/,
    );
    const base64 = createHmac('sha256', secret).update(body).digest('base64');
    await expect(verifyStyleAWebhook({ body, signature: base64, secret })).rejects.toThrow(/Style B format/);
  });

  it('verifies an empty body before saying it is not JSON', async () => {
    await expect(verifyStyleAWebhook({ body: '', signature: sign(''), secret })).rejects.toThrow(
      MalformedEventError,
    );
    await expect(verifyStyleAWebhook({ body: '', signature: sign('x'), secret })).rejects.toThrow(
      SignatureMismatchError,
    );
    await expect(verifyStyleAWebhook({ body: '', signature: undefined, secret })).rejects.toThrow(
      /`x-webhook-signature` header is absent/,
    );
    await expect(verifyStyleAWebhook({ body: '', signature: '', secret })).rejects.toThrow(
      MissingSignatureError,
    );
  });

  it('rejects an envelope without its fields, after verifying it', async () => {
    const body = '{"id":"evt_1","type":"card.frozen","createdAt":"2026-01-01T00:00:00Z","data":[]}';
    await expect(verifyStyleAWebhook({ body, signature: sign(body), secret })).rejects.toThrow(
      /object `data`/,
    );
    const noId = '{"type":"card.frozen","createdAt":"2026-01-01T00:00:00Z","data":{}}';
    await expect(verifyStyleAWebhook({ body: noId, signature: sign(noId), secret })).rejects.toThrow(
      /string `id`/,
    );
  });

  it('surfaces an unknown event type with the verified event', async () => {
    const body = event('{"id":"x"}', 'card.teleported');
    const error = await verifyStyleAWebhook({ body, signature: sign(body), secret }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UnknownEventTypeError);
    expect(error).toMatchObject({ eventType: 'card.teleported', event: { id: 'evt_1', data: { id: 'x' } } });
  });

  it('verifies what signStyleAWebhook signs', async () => {
    const signed = await signStyleAWebhook({
      secret,
      type: 'credit_purchase.settled',
      id: 'evt_9',
      createdAt: '2026-01-01T00:00:00.000Z',
      data: { id: 'cp_1', amount_cents: 100, status: 'SETTLED' },
    });
    expect(signed.signature).toBe(sign(signed.body));
    expect(signed.headers['x-webhook-signature']).toBe(signed.signature);
    const verified = await verifyStyleAWebhook({ ...signed, secret });
    if (verified.type === 'credit_purchase.settled') expect(verified.data.amount_cents).toBe(100);
    else expect.unreachable();
  });
});
