import { MOCK_URL_ENV, mockControlUrl } from '../../client/mock-control-url';
import { CliError } from './cli-error';
import { DEFAULT_CONTROL_URL } from './connect';

export { MOCK_URL_ENV };

/** `--control <url>` in a subcommand's usage. */
export const CONTROL_USAGE = `  --control <url>     the mock: its address such as http://127.0.0.1:4011, a sandbox's
                      (.../sandboxes/<id>), or either's control URL ending in /_mock
                      (default: $${MOCK_URL_ENV}, else ${DEFAULT_CONTROL_URL})`;

/**
 * The control API a subcommand talks to: `--control` when given, else `$CARD_ISSUANCE_MOCK_URL`, else
 * {@link DEFAULT_CONTROL_URL}. Both take the same forms, read by the one `mockControlUrl` the vitest and
 * Playwright fixtures use: the mock's origin, a sandbox's URL (`.../sandboxes/<id>`), or either's control
 * URL ending in `/_mock`. A value that is not an http(s) URL is a {@link CliError} naming where it came from.
 *
 * @example
 * controlUrlOf('http://127.0.0.1:4011', {}); // 'http://127.0.0.1:4011/_mock'
 * controlUrlOf(undefined, { CARD_ISSUANCE_MOCK_URL: 'http://127.0.0.1:4011' }); // 'http://127.0.0.1:4011/_mock'
 */
export function controlUrlOf(flag: string | undefined, env: Record<string, string | undefined>): string {
  const [value, name] = flag === undefined ? [env[MOCK_URL_ENV], `$${MOCK_URL_ENV}`] : [flag, '--control'];
  if (flag === undefined && !value?.trim()) return DEFAULT_CONTROL_URL;
  try {
    return mockControlUrl(value ?? '', name);
  } catch (error) {
    throw new CliError((error as Error).message, 2);
  }
}
