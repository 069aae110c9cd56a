import { ipv4ToNumber } from './ip-address';

/** An IPv4 range: its first address and prefix length. */
export interface Ipv4Range {
  base: number;
  bits: number;
}

/**
 * Parses `a.b.c.d/n` (or a single address, `/32`). Throws a `TypeError` naming the range when it is not
 * IPv4 CIDR or has host bits set (`47.88.1.0/16`), a configuration mistake caught at start-up.
 *
 * @example
 * parseCidr('47.88.0.0/16'); // { base: 794296320, bits: 16 }
 */
export function parseCidr(range: string): Ipv4Range {
  const [address = '', prefix, ...rest] = range.split('/');
  const base = ipv4ToNumber(address);
  const bits = prefix === undefined ? 32 : /^\d{1,2}$/.test(prefix) ? Number(prefix) : Number.NaN;
  if (base === undefined || rest.length > 0 || !(bits >= 0 && bits <= 32)) {
    throw new TypeError(`source allowlist: "${range}" is not an IPv4 CIDR range such as 47.88.0.0/16`);
  }
  if (base % 2 ** (32 - bits) !== 0) {
    throw new TypeError(`source allowlist: "${range}" has host bits set; write its network address`);
  }
  return { base, bits };
}

/**
 * Whether `address` (IPv4 or IPv4-mapped IPv6) lies in `range`.
 *
 * @example
 * inRange('::ffff:47.88.1.2', parseCidr('47.88.0.0/16')); // true
 */
export function inRange(address: string, range: Ipv4Range): boolean {
  const value = ipv4ToNumber(address);
  if (value === undefined) return false;
  // Division instead of bit shifts: JavaScript's shifts are signed 32-bit.
  const size = 2 ** (32 - range.bits);
  return Math.floor(value / size) === range.base / size;
}
