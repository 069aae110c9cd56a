import { cryptoRandom, type RandomBytes } from './random';

/**
 * Whether a digit string passes the Luhn check, as every real card number does.
 *
 * @example
 * luhnValid('4242424242424242'); // true
 */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]{2,19}$/.test(digits)) return false;
  return luhnSum(digits, false) % 10 === 0;
}

// Sum of the Luhn algorithm; `appending` means the check digit is still to come after `digits`.
function luhnSum(digits: string, appending: boolean): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    const doubled = appending ? i % 2 === 0 : i % 2 === 1;
    if (doubled) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum;
}

/**
 * A Luhn-valid card number that starts with its BIN.
 *
 * @example
 * cardNumber('445566'); // '4455661234567897' (16 digits)
 */
export function cardNumber(bin: string, length = 16, random: RandomBytes = cryptoRandom): string {
  if (!/^[0-9]{6,8}$/.test(bin)) throw new RangeError('a BIN is 6 to 8 digits');
  if (length < bin.length + 2 || length > 19) throw new RangeError('card numbers are at most 19 digits');
  const bytes = new Uint8Array(length - bin.length - 1);
  random(bytes);
  const body = bin + Array.from(bytes, (byte) => String(byte % 10)).join('');
  return body + String((10 - (luhnSum(body, true) % 10)) % 10);
}

/**
 * A three-digit CVV.
 *
 * @example
 * cvv(); // '042'
 */
export function cvv(random: RandomBytes = cryptoRandom): string {
  const bytes = new Uint8Array(2);
  random(bytes);
  return String((((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0)) % 1000).padStart(3, '0');
}
