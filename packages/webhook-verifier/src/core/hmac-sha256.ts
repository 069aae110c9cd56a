const encoder = new TextEncoder();

/** Secrets whose key is kept: an application verifies with one or two (rotation), rarely more. */
const MAX_KEYS = 16;

/** What the verifier uses of `node:crypto`, described here so the package needs no Node types. */
interface NodeCryptoHmac {
  createSecretKey(key: Uint8Array): object;
  createHmac(
    algorithm: 'sha256',
    key: object,
  ): {
    update(data: string | Uint8Array): { digest(): Uint8Array; digest(encoding: MacEncoding): string };
  };
  /** Present in every runtime that has the two above; checked before use all the same. */
  createHash?(algorithm: 'sha256'): { update(data: string): { digest(encoding: 'hex'): string } };
}

/** How a signature header writes a MAC: Style B in Base64, Style A in hex. */
export type MacEncoding = 'base64' | 'hex';

/** A runtime's synchronous HMAC-SHA256, as bytes or as the text a signature header carries. */
export interface SyncHmacSha256 {
  bytes(secret: string, message: Uint8Array | string): Uint8Array;
  /** Written by the hash itself (no bytes to encode after): the cheapest form to compare with a header. */
  text(secret: string, message: Uint8Array | string, encoding: MacEncoding): string;
}

/** What the runtime offers: `process.getBuiltinModule` on Node >= 22.3, Bun, Deno and Workers' nodejs_compat. */
interface RuntimeScope {
  process?: { getBuiltinModule?: (id: string) => unknown };
}

/**
 * `node:crypto` when the runtime has it, reached without an import (browsers and bundlers never see one);
 * `undefined` elsewhere.
 *
 * @example
 * nodeCrypto(globalThis)?.createHmac('sha256', 'whsec_example'); // Node, Bun, Deno
 * nodeCrypto({}); // undefined: a browser
 */
export function nodeCrypto(scope: RuntimeScope): NodeCryptoHmac | undefined {
  try {
    const crypto = scope.process?.getBuiltinModule?.('node:crypto') as Partial<NodeCryptoHmac> | undefined;
    return typeof crypto?.createHmac === 'function' && typeof crypto.createSecretKey === 'function'
      ? (crypto as NodeCryptoHmac)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `make(secret)` kept per secret, oldest dropped first past 16: an application verifies with one or two
 * secrets (rotation), rarely more, and making a key costs more than the HMAC itself.
 */
function keptPerSecret<K>(make: (secret: string, forget: () => void) => K): (secret: string) => K {
  const kept = new Map<string, K>();
  return (secret) => {
    let key = kept.get(secret);
    if (key === undefined) {
      key = make(secret, () => kept.delete(secret));
      kept.set(secret, key);
      if (kept.size > MAX_KEYS) kept.delete(kept.keys().next().value as string);
    }
    return key;
  };
}

/**
 * The Web Crypto HMAC key of a secret; a promise, so concurrent first calls import once. Non-extractable,
 * so the cache holds nothing the application does not already hold as the secret.
 */
const webCryptoKey = keptPerSecret((secret, forget) => {
  const key = globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  // A failed import is not kept, so the next call tries again.
  key.catch(forget);
  return key;
});

/**
 * HMAC-SHA256 with Web Crypto, which every runtime has: asynchronous, so each call waits for a turn of
 * the event loop (about 0.06x the throughput of `node:crypto`'s synchronous HMAC, measured).
 *
 * @example
 * const mac = await webCryptoHmacSha256('whsec_example', '{}'); // 32 bytes
 */
export async function webCryptoHmacSha256(secret: string, message: Uint8Array | string): Promise<Uint8Array> {
  const key = await webCryptoKey(secret);
  const bytes = typeof message === 'string' ? encoder.encode(message) : message;
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, bytes as Uint8Array<ArrayBuffer>));
}

/**
 * HMAC-SHA256 through a runtime's `node:crypto`, synchronous, with each secret's key object kept (it
 * spares `createHmac` converting the secret every call); a string message is hashed as UTF-8 without
 * copying it to bytes first.
 *
 * @example
 * const hmac = nodeCryptoHmacSha256(crypto);
 * hmac.bytes('whsec_example', '{}'); // 32 bytes
 * hmac.text('whsec_example', '{}', 'hex'); // 64 hex digits
 */
export function nodeCryptoHmacSha256(crypto: NodeCryptoHmac): SyncHmacSha256 {
  const keyOf = keptPerSecret((secret) => crypto.createSecretKey(encoder.encode(secret)));
  const hmac = (secret: string, message: Uint8Array | string) =>
    crypto.createHmac('sha256', keyOf(secret)).update(message);
  return {
    bytes(secret, message) {
      const digest = hmac(secret, message).digest();
      // A plain Uint8Array view, so callers and tests see the same type from either way.
      return new Uint8Array(digest.buffer, digest.byteOffset, digest.byteLength);
    },
    text: (secret, message, encoding) => hmac(secret, message).digest(encoding),
  };
}

const runtimeCrypto = nodeCrypto(globalThis as RuntimeScope);

/**
 * The runtime's synchronous HMAC-SHA256 (through `node:crypto`), or `undefined` where there is none and
 * Web Crypto's asynchronous one must do: callers on a hot path skip a wait for the event loop with it.
 *
 * @example
 * const mac = syncHmacSha256?.bytes('whsec_example', '{}'); // 32 bytes on Node, Bun and Deno
 */
export const syncHmacSha256: SyncHmacSha256 | undefined =
  runtimeCrypto && nodeCryptoHmacSha256(runtimeCrypto);

/**
 * HMAC-SHA256 of `message` (bytes, or a string taken as UTF-8) under the UTF-8 bytes of `secret`.
 * Where the runtime has `node:crypto` (Node, Bun, Deno) it hashes synchronously through it, about 15
 * times the throughput of Web Crypto for a 1 KB event; elsewhere (browsers, edge runtimes) it uses Web
 * Crypto with the key of each secret imported once and kept (up to 16 secrets, the oldest dropped first).
 * Either way the result is the same 32 bytes (DECISIONS.md S-14).
 *
 * @example
 * const mac = await hmacSha256('whsec_example', new TextEncoder().encode('{}')); // 32 bytes
 */
export async function hmacSha256(secret: string, message: Uint8Array | string): Promise<Uint8Array> {
  return syncHmacSha256 ? syncHmacSha256.bytes(secret, message) : webCryptoHmacSha256(secret, message);
}

/**
 * The runtime's synchronous SHA-256 of a string (as UTF-8), in hex, through `node:crypto`; `undefined`
 * where there is none (Web Crypto's digest is asynchronous: a turn of the event loop per event).
 *
 * @example
 * syncSha256Hex?.('{}'); // '44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a'
 */
export const syncSha256Hex: ((text: string) => string) | undefined =
  typeof runtimeCrypto?.createHash === 'function'
    ? (text) =>
        (runtimeCrypto.createHash as NonNullable<NodeCryptoHmac['createHash']>)('sha256')
          .update(text)
          .digest('hex')
    : undefined;
