import { hmacSha256 } from './hmac-sha256';
import { timingSafeEqual } from './timing-safe-equal';

/**
 * Whether `expected` is the HMAC-SHA256 of `message` under any of `secrets` (rotation). Every secret is
 * tried, so the time taken does not reveal which one matched.
 *
 * @example
 * await matchesAnySecret(['whsec_new', 'whsec_old'], bytes, decodedSignature); // true or false
 */
export async function matchesAnySecret(
  secrets: readonly string[],
  message: Uint8Array | string,
  expected: Uint8Array,
): Promise<boolean> {
  // One secret is the common case: no list of promises to build for it.
  const macs =
    secrets.length === 1
      ? [await hmacSha256(secrets[0] as string, message)]
      : await Promise.all(secrets.map((secret) => hmacSha256(secret, message)));
  let matched = false;
  for (const mac of macs) matched = timingSafeEqual(mac, expected) || matched;
  return matched;
}
