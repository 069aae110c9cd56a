import type { Client } from 'openapi-fetch';
import type { TokenManager } from '../auth/token-manager';
import type { paths } from '../generated/style-b';
import type { AttemptPolicy } from '../transport/create-transport';
import type { FetchLike } from '../transport/fetch-like';

/**
 * What every resource method shares: the raw openapi-fetch client, the transport, the tokens and the
 * per-call defaults.
 *
 * @example
 * const card = await invoke(ctx, ISSUE_CARD, input, options);
 */
export interface ClientContext {
  raw: Client<paths>;
  transport: (policy: AttemptPolicy) => FetchLike;
  tokens: TokenManager;
  timeoutMs: number;
  maxRetries: number;
}
