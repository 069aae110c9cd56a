import type { Runner } from '@card-issuance/sdk-core';

/**
 * What every resource method shares: the runner of the client's one request path (token, replay after a
 * 40101, retries), built by sdk-core.
 *
 * @example
 * const answer = await ctx.run(STYLE_B_OPERATIONS.listBins, { query: { accountId } });
 */
export interface ClientContext {
  run: Runner;
}
