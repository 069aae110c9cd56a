import { decodeBase64, decodeHex, encodeBase64, encodeHex } from '../encoding';
import { type MacEncoding, type SyncHmacSha256, syncHmacSha256, webCryptoHmacSha256 } from './hmac-sha256';
import { timingSafeEqual, timingSafeEqualText } from './timing-safe-equal';

const ENCODE: Record<MacEncoding, (bytes: Uint8Array) => string> = { base64: encodeBase64, hex: encodeHex };
const DECODE: Record<MacEncoding, (text: string) => Uint8Array | undefined> = {
  base64: decodeBase64,
  hex: decodeHex,
};

/**
 * Whether any of `signatures` (a header's MACs, written in `encoding`) is the HMAC-SHA256 of `message`
 * under any of `secrets` (the receiver's rotation and the sender's). Each secret's MAC is computed once and
 * every one is compared with every signature, so the time taken does not reveal which matched. Answers at
 * once where the runtime hashes synchronously (`node:crypto`), else a promise (Web Crypto).
 *
 * @example
 * const matched = matchesAnySecret(['whsec_new', 'whsec_old'], resource, [header], 'base64');
 * if (!(typeof matched === 'boolean' ? matched : await matched)) throw new Error('forged');
 */
export function matchesAnySecret(
  secrets: readonly string[],
  message: Uint8Array | string,
  signatures: readonly string[],
  encoding: MacEncoding,
  // The runtime's synchronous HMAC; `null` takes the Web Crypto way, as browsers do (tests use it).
  hmac: SyncHmacSha256 | null | undefined = syncHmacSha256,
): boolean | Promise<boolean> {
  if (hmac)
    return anyEquals(
      secrets.map((secret) => hmac.text(secret, message, encoding)),
      signatures,
      encoding,
    );
  return Promise.all(secrets.map((secret) => webCryptoHmacSha256(secret, message))).then((macs) =>
    anyEquals(
      macs.map((mac) => ENCODE[encoding](mac)),
      signatures,
      encoding,
    ),
  );
}

/**
 * Compares the texts first (the hash writes its own, so nothing is decoded on the way to a match); a
 * signature written otherwise than the canonical text (upper-case hex, Base64 with non-zero spare bits)
 * still matches when its bytes do. Each signature is decoded on its own: one that does not decode is
 * skipped, not a refusal of the others.
 */
function anyEquals(macs: readonly string[], signatures: readonly string[], encoding: MacEncoding): boolean {
  let matched = false;
  for (const signature of signatures) {
    for (const mac of macs) matched = timingSafeEqualText(mac, signature) || matched;
  }
  if (matched) return true;
  const decode = DECODE[encoding];
  const macBytes = macs.map((mac) => decode(mac) as Uint8Array);
  for (const signature of signatures) {
    const expected = decode(signature);
    if (expected === undefined) continue;
    for (const mac of macBytes) matched = timingSafeEqual(mac, expected) || matched;
  }
  return matched;
}
