import {
  calculateJwkThumbprint,
  errors,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import type { Clock } from '../domain';
import { DomainError } from '../domain';
import type { ApiKeyRecord } from '../domain/organizations';

/** Seconds an access token stays valid (`expires_in` of the token answer). */
export const TOKEN_TTL_SECONDS = 3600;

/** The claims of a Style A access token (DECISIONS.md A-22). */
export interface TokenClaims {
  keyPrefix: string;
  organizationId: string;
  role: string;
}

/** Signs and verifies Style A access tokens with one ES256 key pair held in memory. */
export interface TokenSigner {
  /** A signed token for an API key, issued at the clock's now. */
  issue(key: ApiKeyRecord): Promise<string>;
  /** The claims of a valid token; anything else is an `unauthorized` DomainError saying why. */
  verify(token: string): Promise<TokenClaims>;
  /** The public key set (RFC 7517). */
  jwks(): Promise<{ keys: JWK[] }>;
}

interface KeyMaterial {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK & { kid: string };
}

async function generate(): Promise<KeyMaterial> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { privateKey, publicKey, publicJwk: { ...jwk, kid, use: 'sig', alg: 'ES256' } };
}

function unauthorized(message: string): DomainError {
  return new DomainError('unauthorized', message, { field: 'Authorization' });
}

function whyInvalid(error: unknown): DomainError {
  if (error instanceof errors.JWTExpired) return unauthorized('bearer token expired; request a new one');
  if (error instanceof errors.JOSEAlgNotAllowed) {
    return unauthorized('bearer token is not signed with ES256');
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return unauthorized('bearer token signature is invalid (tampered, or signed by another key)');
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    return unauthorized(`bearer token claims are invalid: ${error.message}`);
  }
  return unauthorized('bearer token is not a valid JWT');
}

function stringClaim(payload: JWTPayload, name: string): string {
  const value = payload[name];
  if (typeof value !== 'string' || value === '') {
    throw unauthorized(`bearer token lacks the ${name} claim`);
  }
  return value;
}

/**
 * A token signer for one mock instance: the key pair is generated on first use and lives only in this
 * closure (never in storage), so the public key survives `mock.reset()` and tokens never leak into
 * snapshots. Times come from `clock`, for signing and for verification alike.
 *
 * @example
 * const signer = createTokenSigner({ issuer: () => 'http://127.0.0.1:4010/style-a', clock: ctx.clock });
 * const token = await signer.issue(apiKey);
 */
/** `issuer` is read at each use, so the `iss` claim follows the address the mock serves. */
export function createTokenSigner(options: { issuer: () => string; clock: Clock }): TokenSigner {
  const { issuer, clock } = options;
  let material: Promise<KeyMaterial> | undefined;
  const keys = () => {
    material ??= generate();
    return material;
  };

  return {
    async issue(key) {
      const { privateKey, publicJwk } = await keys();
      const iat = Math.floor(clock.now() / 1000);
      return new SignJWT({ org: key.organizationId, role: key.role })
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: publicJwk.kid })
        .setIssuer(issuer())
        .setSubject(key.prefix)
        .setIssuedAt(iat)
        .setExpirationTime(iat + TOKEN_TTL_SECONDS)
        .sign(privateKey);
    },
    async verify(token) {
      const { publicKey } = await keys();
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, publicKey, {
          algorithms: ['ES256'],
          issuer: issuer(),
          requiredClaims: ['sub', 'iat', 'exp'],
          currentDate: new Date(clock.now()),
        }));
      } catch (error) {
        throw whyInvalid(error);
      }
      return {
        keyPrefix: stringClaim(payload, 'sub'),
        organizationId: stringClaim(payload, 'org'),
        role: stringClaim(payload, 'role'),
      };
    },
    async jwks() {
      const { publicJwk } = await keys();
      return { keys: [publicJwk] };
    },
  };
}
