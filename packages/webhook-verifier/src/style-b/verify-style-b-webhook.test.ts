import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BodyAlreadyParsedError,
  InvalidSecretError,
  MalformedEventError,
  MissingSignatureError,
  SignatureMismatchError,
  UnknownEventTypeError,
} from '../errors';
import { signStyleBWebhook } from './sign-style-b-webhook';
import { verifyStyleBWebhook } from './verify-style-b-webhook';

const secret = 'whsec_test_b';
const sign = (resource: string, key = secret) =>
  createHmac('sha256', key).update(resource, 'utf8').digest('base64');

/** An envelope around an exact `resource` string, signed independently with node:crypto. */
function delivery(resource: string, eventType = 'CARD.UPDATED', key = secret) {
  const body = JSON.stringify({
    eventId: '2d4f6b8c-0e3a-4b5c-87d9-4a6c8e0b2d5f',
    eventType,
    createdAt: '2026-01-01T00:00:00.000Z',
    apiVersion: 'v1',
    resource,
  });
  return { body, signature: sign(resource, key) };
}

const card = { cardId: 'card_1', status: 'FROZEN', label: 'Reisekosten – Café ☕ 𝄞', reasonCode: 3001 };

describe('verifyStyleBWebhook', () => {
  it.each([
    ['non-ASCII text', JSON.stringify(card)],
    [
      'a \\u2028 line separator, raw and escaped',
      '{"cardId":"card_1","label":"a\u2028b","note":"c\\u2028d"}',
    ],
    ['escaped slashes', '{"cardId":"card_1","url":"https:\\/\\/example.com\\/x"}'],
    ['unicode escapes the signer kept', '{"cardId":"card_\\u00e9","label":"\\ud83d\\ude00"}'],
  ])('verifies %s over the exact resource string', async (_name, resource) => {
    const { body, signature } = delivery(resource);
    const event = await verifyStyleBWebhook({ body, signature, secret });
    expect(event.eventType).toBe('CARD.UPDATED');
    expect(event.resource).toBe(resource);
    expect(event.payload).toEqual(JSON.parse(resource));
  });

  it('accepts the body as a string, a Buffer, a Uint8Array or an ArrayBuffer', async () => {
    const { body, signature } = delivery(JSON.stringify(card));
    const bytes = new TextEncoder().encode(body);
    for (const raw of [body, Buffer.from(body), bytes, bytes.buffer]) {
      await expect(verifyStyleBWebhook({ body: raw, signature, secret })).resolves.toMatchObject({
        payload: card,
      });
    }
  });

  it('narrows the payload by event type', async () => {
    const event = await verifyStyleBWebhook({ ...delivery(JSON.stringify(card)), secret });
    if (event.eventType === 'CARD.UPDATED') expect(event.payload.reasonCode).toBe(3001);
    else expect.unreachable();
  });

  it('rejects a tampered resource, a tampered signature and a foreign secret', async () => {
    const { body, signature } = delivery(JSON.stringify(card));
    const tampered = body.replace('FROZEN', 'ACTIVE');
    await expect(verifyStyleBWebhook({ body: tampered, signature, secret })).rejects.toThrow(
      SignatureMismatchError,
    );
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    await expect(verifyStyleBWebhook({ body, signature: flipped, secret })).rejects.toThrow(
      SignatureMismatchError,
    );
    await expect(verifyStyleBWebhook({ body, signature, secret: 'whsec_other' })).rejects.toThrow(
      /under the secret: check the webhookSecret/,
    );
  });

  it('accepts any secret of a rotation list and rejects when none signed', async () => {
    const { body, signature } = delivery(JSON.stringify(card), 'CARD.UPDATED', 'whsec_old');
    await expect(
      verifyStyleBWebhook({ body, signature, secret: ['whsec_new', 'whsec_old'] }),
    ).resolves.toBeDefined();
    await expect(verifyStyleBWebhook({ body, signature, secret: ['whsec_new', 'whsec_x'] })).rejects.toThrow(
      /all 2 secrets/,
    );
  });

  it('names the usual mistakes', async () => {
    const { body, signature } = delivery(JSON.stringify(card));
    await expect(verifyStyleBWebhook({ body: JSON.parse(body), signature, secret })).rejects.toThrow(
      BodyAlreadyParsedError,
    );
    await expect(verifyStyleBWebhook({ body, signature, secret: `${secret}\n` })).rejects.toThrow(
      /surrounding whitespace/,
    );
    await expect(verifyStyleBWebhook({ body, signature, secret: [] })).rejects.toThrow(InvalidSecretError);
    await expect(verifyStyleBWebhook({ body, signature: null, secret })).rejects.toThrow(
      MissingSignatureError,
    );
    await expect(verifyStyleBWebhook({ body, signature: 'ab'.repeat(32), secret })).rejects.toThrow(
      /looks like hex, the Style A format/,
    );
    await expect(verifyStyleBWebhook({ body: '', signature, secret })).rejects.toThrow(
      /not JSON: it is empty/,
    );
    await expect(
      verifyStyleBWebhook({ body: '{"id":"evt_1","type":"card.frozen","data":{}}', signature, secret }),
    ).rejects.toThrow(/looks like Style A/);
  });

  it('verifies an empty resource before saying it is not JSON', async () => {
    const { body, signature } = delivery('');
    await expect(verifyStyleBWebhook({ body, signature, secret })).rejects.toThrow(MalformedEventError);
    await expect(verifyStyleBWebhook({ body, signature: sign('x'), secret })).rejects.toThrow(
      SignatureMismatchError,
    );
  });

  it('surfaces an unknown event type with the verified event', async () => {
    const { body, signature } = delivery('{"id":"x"}', 'CARD.TELEPORTED');
    const error = await verifyStyleBWebhook({ body, signature, secret }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnknownEventTypeError);
    expect(error).toMatchObject({ eventType: 'CARD.TELEPORTED', event: { payload: { id: 'x' } } });
  });

  it('verifies what signStyleBWebhook signs', async () => {
    const signed = await signStyleBWebhook({ secret, eventType: 'CARD.UPDATED', resource: '{"a":"\u2028"}' });
    expect(signed.signature).toBe(sign('{"a":"\u2028"}'));
    expect(signed.headers).toMatchObject({ Signature: signed.signature, 'Content-Type': 'application/json' });
    await expect(verifyStyleBWebhook({ ...signed, secret })).resolves.toMatchObject({
      payload: { a: '\u2028' },
    });
  });
});
