import type { JourneyFetch, JourneyTarget } from '../../testing';
import { CliError } from './cli-error';

/** The mock's control API when a subcommand is given no `--control`. */
export const DEFAULT_CONTROL_URL = 'http://127.0.0.1:4010/_mock';

/** The environment variable that gives the control token to the CLI and its subcommands (G-54). */
export const CONTROL_TOKEN_ENV = 'CARD_ISSUANCE_MOCK_CONTROL_TOKEN';

/** The `--control-token` option of every subcommand, as `parseArgs` reads it. */
export const CONTROL_TOKEN_OPTION = { 'control-token': { type: 'string' } } as const;

/** `--control-token <token>` in a subcommand's usage. */
export const CONTROL_TOKEN_USAGE = `  --control-token <t> the mock's control token, when it was started with one
                      (default: $${CONTROL_TOKEN_ENV})`;

/**
 * `fetchImpl` sending `Authorization: Bearer <token>` on every call to the control API at `controlUrl` that
 * carries no `Authorization` of its own (DECISIONS.md G-54); `fetchImpl` itself without a token.
 *
 * @example
 * const fetchControl = withControlToken(fetch, 'http://192.168.1.5:4010/_mock', process.env.CARD_ISSUANCE_MOCK_CONTROL_TOKEN);
 */
export function withControlToken(
  fetchImpl: JourneyFetch,
  controlUrl: string,
  token: string | undefined,
): JourneyFetch {
  if (token === undefined) return fetchImpl;
  const base = controlUrl.replace(/\/+$/, '');
  return (input, init) => {
    if (input !== base && !input.startsWith(`${base}/`) && !input.startsWith(`${base}?`))
      return fetchImpl(input, init);
    const headers = new Headers(init?.headers);
    if (!headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return fetchImpl(input, { ...init, headers });
  };
}

/** `GET /_mock/config`: the journeys' target plus the organizations a Style A step may need. */
export type RemoteConfig = JourneyTarget['config'] & {
  styleA: { organizations?: Array<{ id: string; parentId: string | null }> };
  styleB: {
    productionBaseUrl: string;
    productionClientId: string;
    productionClientSecret: string;
    webhookSecret: string;
  };
};

/** A running mock reached through its control API. */
export interface Connection {
  /** The journeys' target: the global fetch and the mock's config. */
  target: JourneyTarget & { config: RemoteConfig };
  /** Where paths such as `/style-b/v1/...` are resolved: the control URL without `/_mock`. */
  origin: string;
}

function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/**
 * Reads the config of the mock whose control API is `controlUrl`; a mock that does not answer is a
 * {@link CliError} saying how to start one.
 *
 * @example
 * const { target } = await connect('http://127.0.0.1:4010/_mock');
 * await styleBCard(target);
 */
export async function connect(
  controlUrl: string,
  fetchImpl: JourneyFetch = fetch,
  token: string | undefined = undefined,
): Promise<Connection> {
  if (!URL.canParse(controlUrl)) throw new CliError(`--control is not a URL: ${controlUrl}`, 2);
  const base = controlUrl.replace(/\/+$/, '');
  fetchImpl = withControlToken(fetchImpl, base, token);
  let response: Response;
  try {
    response = await fetchImpl(`${base}/config`);
  } catch (error) {
    throw new CliError(
      `cannot reach the mock at ${base} (${reason(error)}); start it with card-issuance-mock, or pass --control <url> or set CARD_ISSUANCE_MOCK_URL`,
    );
  }
  const body = (await response.json().catch(() => null)) as { data?: RemoteConfig } | null;
  if (response.status === 401 || response.status === 403)
    throw new CliError(
      `${base}/config answered HTTP ${response.status}: the mock needs its control token; pass --control-token <token> or set ${CONTROL_TOKEN_ENV}`,
      2,
    );
  if (!response.ok || !body?.data?.styleB)
    throw new CliError(
      `${base}/config answered HTTP ${response.status}: is this a card-issuance mock's control API?`,
    );
  return {
    // The config's controlUrl (the address the mock serves) gets the token too.
    target: { fetch: withControlToken(fetchImpl, body.data.controlUrl, token), config: body.data },
    origin: base.replace(/\/_mock$/, ''),
  };
}
