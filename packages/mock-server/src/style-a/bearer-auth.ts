import type { Context } from 'hono';
import { type DomainContext, DomainError } from '../domain';
import { type Caller, callerOf } from '../domain/organizations';
import type { TokenSigner } from './token-signer';

/**
 * Builds Style A's `authenticate(c)`: reads `Authorization: Bearer <token>`, verifies the JWT on the mock's
 * clock and answers the {@link Caller} with its scope. Every failure is `unauthorized` with a message
 * saying what is wrong (missing header, not Bearer, bad signature, expired...).
 *
 * @example
 * const authenticate = bearerAuth(ctx, signer);
 * const caller = await authenticate(c);
 */
export function bearerAuth(ctx: DomainContext, signer: TokenSigner): (c: Context) => Promise<Caller> {
  return async (c) => {
    const header = c.req.header('authorization');
    if (header === undefined || header.trim() === '') {
      throw new DomainError('unauthorized', 'Authorization header is missing; send "Bearer <access_token>"', {
        field: 'Authorization',
      });
    }
    const match = /^Bearer +([^ ]+) *$/i.exec(header);
    if (!match?.[1]) {
      throw new DomainError('unauthorized', 'Authorization header must be "Bearer <access_token>"', {
        field: 'Authorization',
      });
    }
    return callerOf(ctx, await signer.verify(match[1]));
  };
}
