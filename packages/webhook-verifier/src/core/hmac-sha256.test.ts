import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256 } from './hmac-sha256';

const bytes = (text: string) => new TextEncoder().encode(text);
const reference = (secret: string, message: string) =>
  new Uint8Array(createHmac('sha256', secret).update(message).digest());

describe('hmacSha256', () => {
  it('equals node:crypto HMAC-SHA256, with keys kept between calls', async () => {
    const secrets = ['whsec_example', 'ü-秘密-🔑', 'x'.repeat(200)];
    const messages = ['', '{}', '{"resource":"é"}', 'y'.repeat(5000)];
    for (const secret of secrets) {
      for (const message of messages) {
        expect(await hmacSha256(secret, bytes(message))).toEqual(reference(secret, message));
      }
    }
  });

  it('keeps each secret apart, concurrent first calls and secrets past the kept 16 included', async () => {
    const secrets = Array.from({ length: 40 }, (_, i) => `whsec_${i}`);
    const macs = await Promise.all([...secrets, ...secrets].map((secret) => hmacSha256(secret, bytes('{}'))));
    macs.forEach((mac, i) => {
      expect(mac).toEqual(reference(secrets[i % 40] as string, '{}'));
    });
    expect(await hmacSha256('whsec_0', bytes('{}'))).toEqual(reference('whsec_0', '{}'));
  });
});
