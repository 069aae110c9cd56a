import { luhnValid } from '../domain/ids';

// Card numbers are 12 to 19 digits (ISO/IEC 7812; Maestro has 12).
const SHORTEST = 12;
const LONGEST = 19;
const ZERO = 48;
const NINE = 57;
// What may stand between two digits of one number: a space, dash, dot, underscore or plus, as is or
// percent-encoded (`%20`, `%2D`...).
const SEPARATORS = new Set([' ', '-', '.', '_', '+']);
const ENCODED_SEPARATORS = new Set(['20', '2d', '2e', '5f', '2b']);
// A UUID holding a letter is an id, not a number: its hyphens would otherwise join its digit-only groups.
// Fixed quantifiers, tried only where a word starts: linear work whatever the input.
const UUID = /[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}/iy;
const HEX_LETTER = /[a-f]/i;

/**
 * Masks what could be a card number in text that is logged or echoed: a request path, an error message
 * (G-60, G-115 to G-118). A number may be written with one separator between two digits (space, dash, dot,
 * underscore, plus, or one of them percent-encoded), with percent-encoded digits (`%34` reads 4), and with
 * letters around it. A run of 12 to 19 digits that passes the Luhn check (but 13 starting with 1: a time in
 * milliseconds), or a longer run holding such a window, becomes asterisks but for its last 4 digits; other
 * numbers and UUIDs with a letter stay as they are. One pass, linear work whatever the input.
 *
 * @example
 * maskCardNumbers('/v1/cards/4111111111111111'); // '/v1/cards/************1111'
 * maskCardNumbers('/v1/cards/x4111.1111.1111.1111x/freeze'); // '/v1/cards/x************1111x/freeze'
 * maskCardNumbers('amount 9007199254740991 is too large'); // unchanged: not Luhn-valid
 */
export function maskCardNumbers(text: string): string {
  // Most texts (a path, an id) hold fewer digits than the shortest card number: nothing to scan for.
  if (!holdsEnoughDigits(text)) return text;
  const scan = new DigitRunScan(text);
  let i = 0;
  while (i < text.length) {
    const uuid = wordStart(text, i) ? uuidLength(text, i) : 0;
    if (uuid > 0) {
      scan.close();
      i += uuid;
      continue;
    }
    const digit = digitWidth(text, i);
    if (digit > 0) {
      scan.digit(text[i + digit - 1] as string, i, i + digit);
      i += digit;
      continue;
    }
    const separator = separatorWidth(text, i);
    if (separator > 0) scan.separator();
    else scan.close();
    i += Math.max(separator, 1);
  }
  return scan.finish();
}

/** Whether `text` has as many digit characters as the shortest card number (a cheap first look). */
function holdsEnoughDigits(text: string): boolean {
  let digits = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (isDigit(text.charCodeAt(i))) {
      digits += 1;
      if (digits === SHORTEST) return true;
    }
  }
  return false;
}

/** The state of one left-to-right pass: the run of digits being read, and the text written so far. */
class DigitRunScan {
  private out = '';
  /** Text before this index is in `out` already. */
  private copied = 0;
  private start = -1;
  private end = 0;
  private digits = '';
  private gap = false;

  constructor(private readonly text: string) {}

  digit(value: string, from: number, to: number): void {
    if (this.start < 0) this.start = from;
    this.digits += value;
    this.end = to;
    this.gap = false;
  }

  /** A second separator in a row ends the run. */
  separator(): void {
    if (this.start < 0) return;
    if (this.gap) this.close();
    else this.gap = true;
  }

  close(): void {
    if (this.start >= 0 && holdsCardNumber(this.digits)) {
      const digits = this.digits;
      this.out += `${this.text.slice(this.copied, this.start)}${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
      this.copied = this.end;
    }
    this.start = -1;
    this.digits = '';
    this.gap = false;
  }

  finish(): string {
    this.close();
    return this.copied === 0 ? this.text : this.out + this.text.slice(this.copied);
  }
}

/** Whether a run's digits are a card number, or, past 19 digits, hold one anywhere in them. */
function holdsCardNumber(digits: string): boolean {
  if (digits.length < SHORTEST) return false;
  if (digits.length <= LONGEST) return luhnValid(digits) && !millisecondsLike(digits.length, digits[0]);
  return holdsLuhnWindow(digits);
}

/**
 * Whether some 12 to 19 digit window of a long run passes the Luhn check (as {@link luhnValid} would):
 * the sums of every window ending at a digit, built leftwards in one walk of at most 19 digits, so a run
 * costs 19 additions a digit and no copies however long it is.
 */
function holdsLuhnWindow(digits: string): boolean {
  for (let end = SHORTEST; end <= digits.length; end += 1) {
    let sum = 0;
    for (let length = 1; length <= LONGEST && length <= end; length += 1) {
      let digit = digits.charCodeAt(end - length) - ZERO;
      if (length % 2 === 0) digit = digit > 4 ? digit * 2 - 9 : digit * 2;
      sum += digit;
      if (length >= SHORTEST && sum % 10 === 0 && !millisecondsLike(length, digits[end - length]))
        return true;
    }
  }
  return false;
}

// 13 digits starting with 1 is a time in milliseconds (2001 to 2033); no card number has that shape (MII 1
// is the airlines', whose numbers have 15 digits).
function millisecondsLike(length: number, firstDigit: string | undefined): boolean {
  return length === 13 && firstDigit === '1';
}

/** 1 for a digit, 3 for a percent-encoded one (`%3X` spells X, its last character), else 0. */
function digitWidth(text: string, i: number): number {
  if (isDigit(text.charCodeAt(i))) return 1;
  return text[i] === '%' && text[i + 1] === '3' && isDigit(text.charCodeAt(i + 2)) ? 3 : 0;
}

function isDigit(code: number): boolean {
  return code >= ZERO && code <= NINE;
}

function separatorWidth(text: string, i: number): number {
  const char = text[i] as string;
  if (SEPARATORS.has(char)) return 1;
  return char === '%' && ENCODED_SEPARATORS.has(text.slice(i + 1, i + 3).toLowerCase()) ? 3 : 0;
}

/** Where a UUID may start: a hex digit not preceded by a letter or digit. */
function wordStart(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  const lower = code | 0x20; // the lower case of a letter
  const hex = isDigit(code) || (lower >= 97 && lower <= 102);
  return hex && (i === 0 || !isAlphanumeric(text.charCodeAt(i - 1)));
}

function isAlphanumeric(code: number): boolean {
  const lower = code | 0x20;
  return isDigit(code) || (lower >= 97 && lower <= 122);
}

/** The length of the UUID holding a hex letter that starts at `i`, or 0. */
function uuidLength(text: string, i: number): number {
  UUID.lastIndex = i;
  const match = UUID.exec(text);
  return match && HEX_LETTER.test(match[0]) ? match[0].length : 0;
}
