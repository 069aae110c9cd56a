// A run of digits, single spaces, hyphens or encoded spaces between them, standing alone: not part of a
// word or of a hyphenated id such as a UUID, whose digit-only groups would otherwise read as one.
const DIGIT_RUN = /(?<![\dA-Za-z-])\d(?:(?:[ -]|%20)?\d)*(?![\dA-Za-z]|-[\dA-Za-z])/g;

/**
 * Masks what could be a card number in text that is logged or echoed (a request path, a not-found
 * message): every standalone run of 12 to 19 digits, optionally separated by spaces or hyphens, becomes
 * asterisks but for its last 4 digits (G-60). Never a full card number in a log, whatever a client sends.
 *
 * @example
 * maskCardNumbers('/v1/cards/4111111111111111'); // '/v1/cards/************1111'
 * maskCardNumbers('/v1/cards/4111-1111-1111-1111/freeze'); // '/v1/cards/************1111/freeze'
 */
export function maskCardNumbers(text: string): string {
  return text.replace(DIGIT_RUN, (run) => {
    const digits = run.replaceAll('%20', '').replace(/\D/g, '');
    if (digits.length < 12 || digits.length > 19) return run;
    return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
  });
}
