import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { matchesAnySecret as matches } from './matches-any-secret';

const mac = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest();

/** The same 32 bytes in Base64 with the spare bits of the last character set (decoders ignore them). */
function withSpareBits(base64: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const last = alphabet.indexOf(base64[42] as string);
  return `${base64.slice(0, 42)}${alphabet[last | 3]}=`;
}

describe.each([
  ['node:crypto', undefined],
  ['Web Crypto (browsers, edge runtimes)', null],
] as const)('matchesAnySecret through %s', (_, way) => {
  // null: no synchronous HMAC, so the Web Crypto way; otherwise the runtime's own (node:crypto here).
  const matchesAnySecret = (
    secrets: readonly string[],
    message: string | Uint8Array,
    header: string,
    encoding: 'base64' | 'hex',
  ) =>
    way === null
      ? matches(secrets, message, [header], encoding, null)
      : matches(secrets, message, [header], encoding);

  const message = '{"cardId":"card_1"}';
  const header = mac('whsec_new', message).toString('base64');

  it('matches under any secret of a rotation, and under none when the message or secret differs', async () => {
    // node:crypto answers at once; Web Crypto with a promise.
    expect(typeof matchesAnySecret(['whsec_new'], message, header, 'base64') === 'boolean').toBe(
      way !== null,
    );
    expect(await matchesAnySecret(['whsec_old', 'whsec_new'], message, header, 'base64')).toBe(true);
    expect(await matchesAnySecret(['whsec_old'], message, header, 'base64')).toBe(false);
    expect(await matchesAnySecret(['whsec_new'], `${message} `, header, 'base64')).toBe(false);
    expect(await matchesAnySecret(['whsec_new'], new TextEncoder().encode(message), header, 'base64')).toBe(
      true,
    );
  });

  it('matches a header written otherwise than the canonical text when its bytes match', async () => {
    const hex = mac('whsec_new', message).toString('hex');
    expect(await matchesAnySecret(['whsec_new'], message, hex.toUpperCase(), 'hex')).toBe(true);
    const odd = withSpareBits(header);
    expect(odd).not.toBe(header);
    expect(Buffer.from(odd, 'base64')).toEqual(Buffer.from(header, 'base64'));
    expect(await matchesAnySecret(['whsec_new'], message, odd, 'base64')).toBe(true);
    expect(await matchesAnySecret(['whsec_old'], message, odd, 'base64')).toBe(false);
  });

  it('matches when any of several signatures matches, each decoded on its own', async () => {
    const old = mac('whsec_old', message).toString('base64');
    expect(await matches(['whsec_new'], message, [old, header], 'base64', way)).toBe(true);
    expect(
      await matches(['whsec_new'], message, ['!!not-base64!!', withSpareBits(header)], 'base64', way),
    ).toBe(true);
    expect(await matches(['whsec_new', 'whsec_other'], message, [old, old], 'base64', way)).toBe(false);
  });
});
