import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardPayload, kycPayload, transactionPayload } from '../../test/support/style-b-payloads';
import {
  BodyAlreadyParsedError,
  EventTypeMismatchError,
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

const card = cardPayload;
/** A card payload with extra fields written exactly as given (unknown fields are allowed, G-2). */
const cardWith = (fields: string) => `{${fields},${JSON.stringify(card).slice(1)}`;

describe('verifyStyleBWebhook', () => {
  it.each([
    ['non-ASCII text', JSON.stringify(card)],
    ['a \\u2028 line separator, raw and escaped', cardWith('"raw":"a\u2028b","note":"c\\u2028d"')],
    ['escaped slashes', cardWith('"url":"https:\\/\\/example.com\\/x"')],
    ['unicode escapes the signer kept', cardWith('"ref":"card_\\u00e9","emoji":"\\ud83d\\ude00"')],
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
    const resource = cardWith('"a":"\u2028"');
    const signed = await signStyleBWebhook({ secret, eventType: 'CARD.UPDATED', resource });
    expect(signed.signature).toBe(sign(resource));
    expect(signed.headers).toMatchObject({ Signature: signed.signature, 'Content-Type': 'application/json' });
    await expect(verifyStyleBWebhook({ ...signed, secret })).resolves.toMatchObject({
      payload: { a: '\u2028', cardId: 'card_1' },
    });
  });

  it('rejects a signed payload re-labelled as another event type, naming the claimed type', async () => {
    // Only `resource` is signed: the envelope's eventType can be rewritten without breaking the signature.
    const relabelled = delivery(JSON.stringify(card), 'KYC.UPDATED');
    const error = await verifyStyleBWebhook({ ...relabelled, secret }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EventTypeMismatchError);
    expect(error).toMatchObject({ code: 'event_type_mismatch', eventType: 'KYC.UPDATED' });
    expect(String(error)).toMatch(/envelope says "KYC.UPDATED".*not a KycUpdatedPayload: it lacks `userId`/);
    const asCardholder = delivery(JSON.stringify(transactionPayload), 'CARDHOLDER.UPDATED');
    await expect(verifyStyleBWebhook({ ...asCardholder, secret })).rejects.toThrow(EventTypeMismatchError);
    const wrongKind = delivery(JSON.stringify({ ...kycPayload, reason: 3 }), 'KYC.UPDATED');
    await expect(verifyStyleBWebhook({ ...wrongKind, secret })).rejects.toThrow(
      /its `reason` is number, not null\|string/,
    );
  });

  it('accepts fields and enum values the spec adds within v1 (G-2)', async () => {
    const newer = { ...transactionPayload, status: 'DISPUTED', disputeId: 'dsp_1' };
    const event = await verifyStyleBWebhook({
      ...delivery(JSON.stringify(newer), 'CARD_TRANSACTION.UPDATED'),
      secret,
    });
    expect(event.payload).toEqual(newer);
  });

  it('keys an event by the digest of its signed resource, whatever eventId the envelope says', async () => {
    const resource = JSON.stringify(transactionPayload);
    const body = (eventId: string) =>
      JSON.stringify({
        eventId,
        eventType: 'CARD_TRANSACTION.UPDATED',
        createdAt: 'x',
        apiVersion: 'v1',
        resource,
      });
    const first = await verifyStyleBWebhook({ body: body('id-1'), signature: sign(resource), secret });
    const replayed = await verifyStyleBWebhook({ body: body('id-2'), signature: sign(resource), secret });
    const sha256 = createHash('sha256').update(resource, 'utf8').digest('hex');
    expect(first.dedupeKey).toBe(`sha256:${sha256}`);
    expect(replayed.dedupeKey).toBe(first.dedupeKey);
    const changed = JSON.stringify({ ...transactionPayload, status: 'REFUNDED' });
    const next = await verifyStyleBWebhook({ ...delivery(changed, 'CARD_TRANSACTION.UPDATED'), secret });
    expect(next.dedupeKey).not.toBe(first.dedupeKey);
  });

  it('keys card events by eventId: a card frozen twice sends the same resource as two events', async () => {
    const event = await verifyStyleBWebhook({ ...delivery(JSON.stringify(card)), secret });
    expect(event.dedupeKey).toBe(`event:${event.eventId}`);
  });

  describe('a header of several signatures (the sender rotating its key)', () => {
    const resource = JSON.stringify(card);
    const { body } = delivery(resource);

    it('verifies "bad good" and "good bad", whatever is wrong with the bad one', async () => {
      const good = sign(resource);
      const hex = createHmac('sha256', secret).update(resource).digest('hex');
      for (const bad of [sign(resource, 'whsec_other'), hex, 'q83v', `${good.slice(0, -1)}`]) {
        for (const header of [`${bad} ${good}`, `${good} ${bad}`, `${bad}   ${good}`]) {
          await expect(
            verifyStyleBWebhook({ body, signature: header, secret }),
            header,
          ).resolves.toMatchObject({
            payload: card,
          });
        }
      }
      const signature = `${sign(resource, 'whsec_a')} ${sign(resource, 'whsec_b')}`;
      await expect(
        verifyStyleBWebhook({ body, signature, secret: ['whsec_c', 'whsec_b'] }),
      ).resolves.toBeDefined();
    });

    it('refuses a header whose every entry is wrong, malformed, or past the cap of 8', async () => {
      const wrong = `${sign(resource, 'whsec_x')} ${sign(resource, 'whsec_y')}`;
      await expect(
        verifyStyleBWebhook({ body, signature: wrong, secret: [secret, 'whsec_z'] }),
      ).rejects.toThrow(/differs from the `Signature` header under all 2 secrets/);
      const hex = createHmac('sha256', secret).update(resource).digest('hex');
      await expect(verifyStyleBWebhook({ body, signature: `${hex} ${hex}`, secret })).rejects.toThrow(
        /none of its 2 signatures is well-formed; the first\): it looks like hex/,
      );
      const many = Array.from({ length: 9 }, () => sign(resource)).join(' ');
      await expect(verifyStyleBWebhook({ body, signature: many, secret })).rejects.toThrow(
        /carries 9 signatures; at most 8 are read/,
      );
    });

    it('is what signStyleBWebhook writes for several secrets', async () => {
      const signed = await signStyleBWebhook({
        secret: ['whsec_new', 'whsec_old'],
        eventType: 'CARD.UPDATED',
        resource,
      });
      expect(signed.signature).toBe(`${sign(resource, 'whsec_new')} ${sign(resource, 'whsec_old')}`);
      expect(signed.headers.Signature).toBe(signed.signature);
      await expect(verifyStyleBWebhook({ ...signed, secret: 'whsec_old' })).resolves.toBeDefined();
    });
  });
});
