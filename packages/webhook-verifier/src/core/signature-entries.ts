import { SignatureMismatchError } from '../errors';

/**
 * The most signatures one header may carry: a sender rotating its key sends two (new and old), rarely
 * more. A header with more is refused before any HMAC, so a long one costs the receiver nothing.
 */
export const MAX_SIGNATURES = 8;

/**
 * Spaces separate the signatures; so do commas, which Node's `http` and the Fetch `Headers` put between
 * repeated header lines (a sender writing one line per signature). Neither occurs in hex or Base64.
 */
const SEPARATOR = /[ ,]+/;

/** How a style writes one signature: a check of its form, and the hint for one that is not. */
export interface SignatureFormat {
  /** The header's name, for the messages. */
  header: string;
  wellFormed(entry: string): boolean;
  /** Why `entry` is malformed, naming the usual mistake (the other style's encoding, a prefix). */
  hint(entry: string): string;
}

/**
 * The signatures of a header: the entries separated by spaces or commas (a sender rotating its key signs
 * with each key), the malformed ones dropped so that one bad entry does not refuse the others.
 *
 * @throws `SignatureMismatchError` when the header carries more than {@link MAX_SIGNATURES} entries, or
 * none that is well-formed (the message gives the hint for the first).
 * @example
 * signatureEntries('bad q83v...=', styleBFormat); // ['q83v...=']
 */
export function signatureEntries(header: string, format: SignatureFormat): string[] {
  // The usual header holds one signature: no split on the hot path.
  if (format.wellFormed(header)) return [header];
  const entries = header.split(SEPARATOR).filter((entry) => entry !== '');
  if (entries.length > MAX_SIGNATURES) {
    throw new SignatureMismatchError(
      `the \`${format.header}\` header carries ${entries.length} signatures; at most ${MAX_SIGNATURES} are read`,
    );
  }
  const wellFormed = entries.filter((entry) => format.wellFormed(entry));
  if (wellFormed.length > 0) return wellFormed;
  const first = entries[0];
  if (first === undefined)
    throw new SignatureMismatchError(`the \`${format.header}\` header holds only spaces`);
  const which =
    entries.length === 1 ? '' : ` (none of its ${entries.length} signatures is well-formed; the first)`;
  throw new SignatureMismatchError(
    `the \`${format.header}\` header is malformed${which}: ${format.hint(first)}`,
  );
}
