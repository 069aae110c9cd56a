import type { MockConfig } from './mock-config';
import type { SpecName } from './spec-names';

/** Field name -> this mock's value for it, put into a served spec's examples and defaults. */
export type LiveValues = Readonly<Record<string, string>>;

/** The Style A key "try it" signs in with: the role the README's walk-through uses. */
export const DOCS_STYLE_A_ROLE = 'DEVELOPER';

/**
 * The credentials and ids of this mock that a spec's examples stand for, by field name, so the reference's
 * first "try it" answers 200 (DECISIONS.md G-65): Style B's sandbox `clientId` and `clientSecret`, its
 * seeded partner account as `parentAccountId` and as `accountId` (an account that exists); Style A's
 * `DEVELOPER` API key as `client_id` / `client_secret`. Nothing for the control API.
 *
 * @example
 * liveValues('style-b', mock.config()).clientId; // 'cli_sandbox_…' of this mock
 */
export function liveValues(name: SpecName, config: MockConfig): LiveValues {
  if (name === 'style-b') {
    const b = config.styleB;
    return {
      clientId: b.clientId,
      clientSecret: b.clientSecret,
      parentAccountId: b.parentAccountId,
      accountId: b.parentAccountId,
    };
  }
  if (name === 'style-a') {
    const keys = config.styleA.apiKeys as Record<string, { clientId: string; clientSecret: string }>;
    const key = keys[DOCS_STYLE_A_ROLE] ?? Object.values(keys)[0];
    return key ? { client_id: key.clientId, client_secret: key.clientSecret } : {};
  }
  return {};
}
