import { maskCardNumbers } from './mask-card-numbers';

/**
 * What replaces a secret in what the mock keeps of a request (its request log, the HAR export): the same
 * word the SDKs' loggers write.
 */
export const REDACTED = '[REDACTED]';

/** One header or query parameter as kept: HAR's `{name, value}`. */
export interface NameValue {
  name: string;
  value: string;
}

// Headers that carry credentials whatever their value looks like.
const SECRET_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-access-token',
  'x-api-key',
  'x-control-token',
]);

// Field, parameter and header names (lower case, letters and digits only) that always hold a secret: card
// data, credentials, and the parts of a payment-details envelope (A-15), which decrypt to the card.
const SECRET_NAMES = new Set([
  'pan',
  'cvv',
  'cvv2',
  'cvc',
  'cvc2',
  'pin',
  'cardnumber',
  'password',
  'secret',
  'token',
  'apikey',
  'privatekey',
  'ciphertext',
  'encryptedkey',
  'authtag',
]);
// ...and the endings that do: accessToken, refresh_token, veritasShareToken, clientSecret, webhookSecret,
// newPassword, x-api-key.
const SECRET_ENDINGS = ['token', 'secret', 'password', 'apikey', 'privatekey'];

/**
 * Whether a field, query parameter or header of this name holds a secret: its name, lower case and without
 * `_` or `-`, is one of the card's secrets (`pan`, `cvv`, `cardNumber`...), a payment-details envelope's
 * parts, or ends in `token`, `secret`, `password` or `apiKey`. `maskedCardNumber` and `token_type` do not.
 *
 * @example
 * isSecretName('client_secret'); // true
 * isSecretName('maskedCardNumber'); // false
 */
export function isSecretName(name: string): boolean {
  let secret = KNOWN_NAMES.get(name);
  if (secret === undefined) {
    const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
    secret = SECRET_NAMES.has(key) || SECRET_ENDINGS.some((ending) => key.endsWith(ending));
    // The names seen are the specs' few hundred: remembered, up to a bound, so a request costs no regex.
    if (KNOWN_NAMES.size < 4096) KNOWN_NAMES.set(name, secret);
  }
  return secret;
}

const KNOWN_NAMES = new Map<string, boolean>();

/** Card numbers masked; a text without a digit (most of them) has none and is not scanned. */
function masked(text: string): string {
  return /[0-9]/.test(text) ? maskCardNumbers(text) : text;
}

/**
 * A header's value as the mock keeps it: a credential header's (`Authorization`, `x-access-token`,
 * cookies...) becomes `[REDACTED]`, keeping an `Authorization` scheme (`Bearer [REDACTED]`) so the kind of
 * credential sent still shows; any other has its card numbers masked.
 *
 * @example
 * redactHeader('authorization', 'Bearer eyJ...'); // 'Bearer [REDACTED]'
 */
export function redactHeader(name: string, value: string): string {
  const lower = name.toLowerCase();
  if (SECRET_HEADERS.has(lower) || isSecretName(lower)) {
    const scheme = /^(Bearer|Basic|Digest|Token)\s/i.exec(value)?.[1];
    return scheme && lower.endsWith('authorization') ? `${scheme} ${REDACTED}` : REDACTED;
  }
  return masked(value);
}

/** Headers as the log holds them: a `Headers` list, name and value pairs, or a plain object. */
export type HeaderList =
  | Headers
  | ReadonlyArray<readonly [string, string]>
  | Readonly<Record<string, string>>;

/**
 * Headers as the mock keeps them, in order, each redacted by {@link redactHeader}: a `Headers` list, the
 * pairs the log copied, or the plain object an answer was made with (read without building its `Headers`).
 *
 * @example
 * redactHeaders(new Headers({ 'x-access-token': 'tok' })); // [{ name: 'x-access-token', value: '[REDACTED]' }]
 */
export function redactHeaders(headers: HeaderList): NameValue[] {
  const kept: NameValue[] = [];
  const entries = headers instanceof Headers || Array.isArray(headers) ? headers : Object.entries(headers);
  for (const [name, value] of entries) kept.push({ name, value: redactHeader(name, value) });
  return kept;
}

/**
 * A query string's parameters as the mock keeps them: a secret one's value (`token`, `access_token`...)
 * becomes `[REDACTED]`, any other has its card numbers masked.
 *
 * @example
 * redactQuery('?token=abc&limit=5'); // [{ name: 'token', value: '[REDACTED]' }, { name: 'limit', value: '5' }]
 */
export function redactQuery(search: string): NameValue[] {
  return [...new URLSearchParams(search)].map(([name, value]) => ({
    name: masked(name),
    value: isSecretName(name) ? REDACTED : masked(value),
  }));
}

/** How deep {@link redactJson} walks: a body nested deeper is not kept (a walk that deep would overflow). */
export const REDACT_DEPTH_LIMIT = 64;

/** Thrown by {@link redactJson} past {@link REDACT_DEPTH_LIMIT}. */
export class TooDeepError extends Error {
  constructor() {
    super(`nested deeper than ${REDACT_DEPTH_LIMIT} levels`);
    this.name = 'TooDeepError';
  }
}

/**
 * A parsed JSON value with every secret field's value (see {@link isSecretName}), whatever its type,
 * replaced by `[REDACTED]` at any depth, and card numbers masked in every other string. Throws
 * {@link TooDeepError} for a value nested deeper than {@link REDACT_DEPTH_LIMIT}.
 *
 * @example
 * redactJson({ clientId: 'c1', clientSecret: 's3cr3t' }); // { clientId: 'c1', clientSecret: '[REDACTED]' }
 */
export function redactJson(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return masked(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= REDACT_DEPTH_LIMIT) throw new TooDeepError();
  if (Array.isArray(value)) return value.map((item) => redactJson(item, depth + 1));
  const kept: Record<string, unknown> = {};
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    kept[key] = isSecretName(key) ? REDACTED : redactJson(field, depth + 1);
  }
  return kept;
}

/** A body as the mock keeps it: its redacted text, or why it was left out. */
export type RedactedBody = { text: string } | { omitted: string };

/**
 * A request or response body as the mock may keep it: JSON (`application/json`, `+json`) with
 * {@link redactJson} applied, a form (`application/x-www-form-urlencoded`) with its secret parameters
 * redacted, an empty body as it is; anything else (an HTML page showing a card, a script, invalid JSON)
 * is left out, with the reason: the redaction could not tell its secrets apart.
 *
 * @example
 * redactBody('{"cvv":"123"}', 'application/json'); // { text: '{"cvv":"[REDACTED]"}' }
 * redactBody('<dd>123</dd>', 'text/html'); // { omitted: 'a text/html body is not kept ...' }
 */
export function redactBody(text: string, mimeType: string): RedactedBody {
  if (text === '') return { text };
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json' || type.endsWith('+json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { omitted: 'not valid JSON, so not kept: its secrets could not be told apart' };
    }
    try {
      return { text: JSON.stringify(redactJson(parsed)) };
    } catch (error) {
      if (!(error instanceof TooDeepError)) throw error;
      return { omitted: `${error.message}, so not kept` };
    }
  }
  if (type === 'application/x-www-form-urlencoded') {
    const params = redactQuery(text).map(({ name, value }) => [name, value]);
    return { text: new URLSearchParams(params).toString() };
  }
  return {
    omitted: `${type ? `a ${type}` : 'an untyped'} body is not kept: only JSON and form bodies are, with their secrets redacted`,
  };
}
