import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MalformedEventError,
  MissingSignatureError,
  SignatureMismatchError,
  StaleEventError,
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

  describe('a header of several signatures (the sender rotating its key)', () => {
    const body = event('{"id":"card_1"}');

    it('verifies "bad good" and "good bad", whatever is wrong with the bad one', async () => {
      const good = sign(body);
      for (const bad of [sign(body, 'whsec_other'), 'sha256=zz', sign(body, 'x').slice(1), 'q83v']) {
        // Commas too: Node's http and Fetch Headers join repeated header lines with ', '.
        for (const header of [
          `${bad} ${good}`,
          `${good} ${bad}`,
          `${bad}  ${good.toUpperCase()}`,
          `${bad}, ${good}`,
        ]) {
          await expect(
            verifyStyleAWebhook({ body, signature: header, secret }),
            header,
          ).resolves.toMatchObject({
            id: 'evt_1',
          });
        }
      }
      // Any entry against any secret of the receiver's own rotation list.
      const signature = `${sign(body, 'whsec_a')} ${sign(body, 'whsec_b')}`;
      await expect(
        verifyStyleAWebhook({ body, signature, secret: ['whsec_c', 'whsec_b'] }),
      ).resolves.toBeDefined();
    });

    it('refuses a header whose every entry is wrong, malformed, or past the cap of 8', async () => {
      const wrong = `${sign(body, 'whsec_x')} ${sign(body, 'whsec_y')}`;
      await expect(verifyStyleAWebhook({ body, signature: wrong, secret })).rejects.toThrow(
        /differs from the `x-webhook-signature` header under the secret/,
      );
      await expect(
        verifyStyleAWebhook({ body, signature: `sha256=${sign(body)} nothex`, secret }),
      ).rejects.toThrow(/none of its 2 signatures is well-formed; the first\): drop the `sha256=` prefix/);
      await expect(verifyStyleAWebhook({ body, signature: '   ', secret })).rejects.toThrow(
        /holds only spaces/,
      );
      const many = [...Array.from({ length: 8 }, (_, i) => sign(body, `k${i}`)), sign(body)].join(' ');
      await expect(verifyStyleAWebhook({ body, signature: many, secret })).rejects.toThrow(
        /carries 9 signatures; at most 8 are read/,
      );
      const eight = [...Array.from({ length: 7 }, (_, i) => sign(body, `k${i}`)), sign(body)].join(' ');
      await expect(verifyStyleAWebhook({ body, signature: eight, secret })).resolves.toBeDefined();
    });

    it('is what signStyleAWebhook writes for several secrets', async () => {
      const signed = await signStyleAWebhook({
        secret: ['whsec_new', 'whsec_old'],
        body: event('{"id":"card_1"}'),
      });
      expect(signed.signature).toBe(`${sign(signed.body, 'whsec_new')} ${sign(signed.body, 'whsec_old')}`);
      await expect(verifyStyleAWebhook({ ...signed, secret: 'whsec_old' })).resolves.toBeDefined();
    });
  });

  describe('toleranceSeconds', () => {
    const body = event('{"id":"card_1"}'); // createdAt 2026-01-01T00:00:00.000Z
    const at = (iso: string) => () => Date.parse(iso);

    it('is off by default: an event from long ago (a replay from the dead-letter queue) verifies', async () => {
      await expect(verifyStyleAWebhook({ body, signature: sign(body), secret })).resolves.toBeDefined();
    });

    it('refuses a signed createdAt older than the tolerance with a typed error, and accepts up to it', async () => {
      const options = { body, signature: sign(body), secret, toleranceSeconds: 300 };
      await expect(
        verifyStyleAWebhook({ ...options, now: at('2026-01-01T00:05:00.000Z') }),
      ).resolves.toBeDefined();
      // A sender's clock ahead of ours is no replay.
      await expect(
        verifyStyleAWebhook({ ...options, now: at('2025-12-31T23:59:00.000Z') }),
      ).resolves.toBeDefined();
      const error = await verifyStyleAWebhook({ ...options, now: at('2026-01-01T00:05:00.001Z') }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(StaleEventError);
      expect(error).toMatchObject({
        code: 'stale_event',
        createdAt: '2026-01-01T00:00:00.000Z',
        ageSeconds: 300,
        toleranceSeconds: 300,
      });
      expect((error as Error).message).toMatch(/more than toleranceSeconds \(300\) ago/);
    });

    it('checks the signature first, refuses a createdAt that is no date, and a tolerance that is no positive number', async () => {
      const now = at('2030-01-01T00:00:00.000Z');
      await expect(
        verifyStyleAWebhook({ body, signature: sign('x'), secret, toleranceSeconds: 1, now }),
      ).rejects.toThrow(SignatureMismatchError);
      const undated = '{"id":"evt_1","type":"card.frozen","createdAt":"yesterday","data":{}}';
      await expect(
        verifyStyleAWebhook({ body: undated, signature: sign(undated), secret, toleranceSeconds: 1, now }),
      ).rejects.toThrow(MalformedEventError);
      for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, '300']) {
        await expect(
          verifyStyleAWebhook({ body, signature: sign(body), secret, toleranceSeconds: bad as number }),
        ).rejects.toThrow(/toleranceSeconds must be a positive number/);
      }
    });
  });
});
