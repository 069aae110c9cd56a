const DOTTED = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
// `::ffff:` and its long form `0:0:0:0:0:ffff:`.
const MAPPED = /^::ffff:(.+)$|^(?:0{1,4}:){5}ffff:(.+)$/;
const MAPPED_HEX = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

function dotted(text: string): number | undefined {
  const parts = DOTTED.exec(text);
  if (!parts) return undefined;
  let value = 0;
  for (const part of parts.slice(1)) {
    // Leading zeros are refused: some stacks read "010" as octal, so its meaning is not certain.
    if (part.length > 1 && part.startsWith('0')) return undefined;
    const octet = Number(part);
    if (octet > 255) return undefined;
    value = value * 256 + octet;
  }
  return value;
}

/**
 * An IPv4 address as an unsigned 32-bit number: dotted (`47.88.1.2`) or IPv4-mapped IPv6, as dual-stack
 * servers report IPv4 peers (`::ffff:47.88.1.2`, `::ffff:2f58:102`, `[::ffff:47.88.1.2]`); `undefined`
 * for anything else, other IPv6 addresses included (no documented range is IPv6).
 *
 * @example
 * ipv4ToNumber('::ffff:47.88.1.2'); // 794296578
 */
export function ipv4ToNumber(address: string): number | undefined {
  let text = address.trim().toLowerCase();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  const mapped = MAPPED.exec(text);
  const tail = mapped?.[1] ?? mapped?.[2];
  if (tail === undefined) return dotted(text);
  const hex = MAPPED_HEX.exec(tail);
  if (hex?.[1] !== undefined && hex[2] !== undefined) {
    return Number.parseInt(hex[1], 16) * 65536 + Number.parseInt(hex[2], 16);
  }
  return dotted(tail);
}
