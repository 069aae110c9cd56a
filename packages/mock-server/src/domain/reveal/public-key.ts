import { decodeBase64 } from '../encoding';
import { DomainError } from '../errors';

const FIELD = 'encryption.public_key_pem';
/** RSA modulus bounds of DECISIONS.md A-15: at least 2048 bits, and a cap so huge keys cannot burn CPU. */
const MIN_MODULUS_BITS = 2048;
const MAX_MODULUS_BITS = 8192;
/**
 * An 8192-bit SPKI PEM is about 1.5 KB; the cap keeps the regexes and Base64 decoding below from running
 * over megabytes of input before the modulus check could refuse it.
 */
const MAX_PEM_CHARS = 16_384;

/** Algorithm OIDs (DER content bytes, hex) of SPKI keys a caller may plausibly send, for clear refusals. */
const KEY_TYPES: Record<string, string> = {
  '2a864886f70d010101': 'RSA',
  '2a864886f70d01010a': 'RSASSA-PSS',
  '2a8648ce3d0201': 'EC',
  '2a8648ce380401': 'DSA',
  '2a864886f70d010301': 'DH',
  '2b656e': 'X25519',
  '2b656f': 'X448',
  '2b6570': 'Ed25519',
  '2b6571': 'Ed448',
};

const invalid = (message: string) => new DomainError('invalid', `${FIELD} ${message}`, { field: FIELD });

/**
 * Imports the caller's public key of a card reveal (DECISIONS.md A-15) for RSA-OAEP
 * with SHA-256, usage `encrypt`. Accepts only one SPKI PEM block (`-----BEGIN PUBLIC KEY-----`), CRLF or
 * LF line ends and trailing whitespace allowed, holding an RSA key of 2048 to 8192 bits. Everything else
 * rejects with an `invalid` {@link DomainError} on `encryption.public_key_pem` that says what is wrong.
 *
 * @example
 * const key = await importRevealPublicKey(body.encryption?.public_key_pem);
 * const envelope = await encryptPaymentDetails(key, plaintext);
 */
export async function importRevealPublicKey(pem: unknown): Promise<CryptoKey> {
  const der = spkiDer(pem);
  const keyType = KEY_TYPES[algorithmOid(der)];
  if (keyType !== 'RSA') {
    // RSASSA-PSS keys are RSA, but restricted to signatures: Web Crypto refuses them for OAEP.
    throw invalid(`must be an RSA public key (RSA is required); got key type ${keyType ?? 'unknown'}`);
  }
  let key: CryptoKey;
  try {
    // Public keys are always extractable in Web Crypto; saying so avoids a misleading `false`.
    key = await globalThis.crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, true, [
      'encrypt',
    ]);
  } catch {
    throw invalid('is not a valid RSA public key');
  }
  const bits = (key.algorithm as RsaHashedKeyAlgorithm).modulusLength;
  if (!(bits >= MIN_MODULUS_BITS && bits <= MAX_MODULUS_BITS)) {
    throw invalid(`must be an RSA key of ${MIN_MODULUS_BITS} to ${MAX_MODULUS_BITS} bits; got ${bits} bits`);
  }
  return key;
}

/** The DER bytes of a single `PUBLIC KEY` PEM block, or an `invalid` error naming the problem. */
function spkiDer(pem: unknown): Uint8Array<ArrayBuffer> {
  if (typeof pem !== 'string') throw invalid('must be a string holding an SPKI PEM public key');
  if (pem.length > MAX_PEM_CHARS) throw invalid(`must be at most ${MAX_PEM_CHARS} characters`);
  const text = pem.replace(/\r\n/g, '\n').trimEnd();
  const begin = /^-----BEGIN ([A-Z0-9 ]{1,40})-----\n/.exec(text);
  if (!begin)
    throw invalid('must be a PEM block starting with -----BEGIN PUBLIC KEY----- (and nothing before it)');
  const label = begin[1] ?? '';
  // Check the label before the body, so a PKCS#1 or private key gets the refusal that explains it.
  if (label === 'RSA PUBLIC KEY') {
    throw invalid('is a PKCS#1 RSA PUBLIC KEY; SPKI (-----BEGIN PUBLIC KEY-----) is required');
  }
  if (label.endsWith('PRIVATE KEY')) {
    throw invalid('is a private key; send only the public key, in SPKI form (-----BEGIN PUBLIC KEY-----)');
  }
  if (label !== 'PUBLIC KEY') {
    throw invalid(`has PEM label ${label}; an SPKI public key (-----BEGIN PUBLIC KEY-----) is required`);
  }
  const end = '\n-----END PUBLIC KEY-----';
  const endAt = text.indexOf(end, begin[0].length - 1);
  if (endAt < 0) throw invalid('must end with -----END PUBLIC KEY-----');
  if (endAt + end.length !== text.length) throw invalid('must hold a single PEM block and nothing after it');
  // The body is Base64 in lines; tolerate any line length and blank-ish whitespace between lines.
  const body = text.slice(begin[0].length, endAt).replace(/[ \t\n]/g, '');
  if (body === '' || !/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(body)) {
    throw invalid('has a body that is not valid Base64');
  }
  return decodeBase64(body);
}

/** One DER element: its tag and where its content starts and ends. */
interface Tlv {
  tag: number;
  start: number;
  end: number;
}

function readTlv(der: Uint8Array, offset: number): Tlv | undefined {
  const tag = der[offset];
  const first = der[offset + 1];
  if (tag === undefined || first === undefined) return undefined;
  let length = first;
  let start = offset + 2;
  if (first & 0x80) {
    // Long form: the low bits count the length bytes; 3 are plenty for any key this module accepts.
    const count = first & 0x7f;
    if (count < 1 || count > 3) return undefined;
    length = 0;
    for (let i = 0; i < count; i++) {
      const byte = der[start + i];
      if (byte === undefined) return undefined;
      length = length * 256 + byte;
    }
    start += count;
  }
  const end = start + length;
  return end <= der.length ? { tag, start, end } : undefined;
}

/**
 * The hex of the algorithm OID of an SPKI structure (`SEQUENCE { SEQUENCE { OID, params }, BIT STRING }`).
 * Web Crypto only says "DataError" for a key of the wrong type; reading the OID lets the refusal name it.
 */
function algorithmOid(der: Uint8Array): string {
  const spki = readTlv(der, 0);
  const algorithm = spki?.tag === 0x30 && spki.end === der.length ? readTlv(der, spki.start) : undefined;
  const oid = algorithm?.tag === 0x30 ? readTlv(der, algorithm.start) : undefined;
  if (!algorithm || oid?.tag !== 0x06 || oid.end > algorithm.end) {
    throw invalid('is not a DER SubjectPublicKeyInfo (SPKI) structure');
  }
  return Array.from(der.subarray(oid.start, oid.end), (b) => b.toString(16).padStart(2, '0')).join('');
}
