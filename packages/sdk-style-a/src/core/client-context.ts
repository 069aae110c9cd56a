import type { Runner } from '@card-issuance/sdk-core';

/**
 * What every resource method shares: the runner of the client's one request path (token, one replay
 * after a 401 UNAUTHORIZED, retries), built by sdk-core.
 *
 * @example
 * const answer = await ctx.run(OPS.getCard, { path: { id } });
 */
export interface ClientContext {
  run: Runner;
}
