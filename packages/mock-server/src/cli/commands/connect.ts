import type { JourneyFetch, JourneyTarget } from '../../testing';
import { CliError } from './cli-error';

/** The mock's control API when a subcommand is given no `--control`. */
export const DEFAULT_CONTROL_URL = 'http://127.0.0.1:4010/_mock';

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
export async function connect(controlUrl: string, fetchImpl: JourneyFetch = fetch): Promise<Connection> {
  if (!URL.canParse(controlUrl)) throw new CliError(`--control is not a URL: ${controlUrl}`, 2);
  const base = controlUrl.replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetchImpl(`${base}/config`);
  } catch (error) {
    throw new CliError(
      `cannot reach the mock at ${base} (${reason(error)}); start it with card-issuance-mock, or pass --control <url>`,
    );
  }
  const body = (await response.json().catch(() => null)) as { data?: RemoteConfig } | null;
  if (!response.ok || !body?.data?.styleB)
    throw new CliError(
      `${base}/config answered HTTP ${response.status}: is this a card-issuance mock's control API?`,
    );
  return {
    target: { fetch: fetchImpl, config: body.data },
    origin: base.replace(/\/_mock$/, ''),
  };
}
