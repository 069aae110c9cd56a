import { MOCK_URL_ENV, mockControlUrl } from '../../client/mock-control-url';
import { CliError } from './cli-error';
import { DEFAULT_CONTROL_URL } from './connect';

export { MOCK_URL_ENV };

/** `--control <url>` in a subcommand's usage. */
export const CONTROL_USAGE = `  --control <url>     the mock's control API (default: $${MOCK_URL_ENV}, the mock's address
                      such as http://127.0.0.1:4011 or its /_mock URL; else ${DEFAULT_CONTROL_URL})`;

/**
 * The control API a subcommand talks to: `--control` when given, else `$CARD_ISSUANCE_MOCK_URL` (the mock's
 * origin, or its control URL ending in `/_mock`), else {@link DEFAULT_CONTROL_URL}. A variable that is not a
 * URL is a {@link CliError} naming it.
 *
 * @example
 * controlUrlOf(undefined, { CARD_ISSUANCE_MOCK_URL: 'http://127.0.0.1:4011' }); // 'http://127.0.0.1:4011/_mock'
 */
export function controlUrlOf(flag: string | undefined, env: Record<string, string | undefined>): string {
  if (flag !== undefined) return flag;
  const url = env[MOCK_URL_ENV]?.trim();
  if (!url) return DEFAULT_CONTROL_URL;
  try {
    return mockControlUrl(url, `$${MOCK_URL_ENV}`);
  } catch (error) {
    throw new CliError((error as Error).message, 2);
  }
}
