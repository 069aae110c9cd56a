import type { MockConfig } from '../app';

/** What the CLI prints: the mock's config and, with `--data-dir`, the SQLite file the sandbox lives in. */
export type CliConfig = MockConfig & { dataFile?: string | null };

function seedLine(seed: string | null): string {
  return seed === null
    ? 'random; start with --seed <text> to get the same sandbox every time'
    : `${JSON.stringify(seed)}: the same seed gives the same credentials, ids and card numbers`;
}

/**
 * The human start-up banner: where each face is and the seeded credentials to paste into a client, then
 * the pages to open and, last, the control API (the URL `trigger`, `fixtures` and `listen` take).
 *
 * @example
 * console.log(banner(mock.config(server.origin)));
 */
export function banner(config: CliConfig): string {
  const b = config.styleB;
  const keys = Object.entries(config.styleA.apiKeys)
    .map(
      ([role, key]) => `    ${role.padEnd(16)} client_id=${key.clientId}  client_secret=${key.clientSecret}`,
    )
    .join('\n');
  return `card-issuance mock is listening

  Style B sandbox     ${b.baseUrl}
    clientId          ${b.clientId}
    clientSecret      ${b.clientSecret}
    parentAccountId   ${b.parentAccountId}
    webhookSecret     ${b.webhookSecret}
    kycProvider       ${b.kycProvider}
  Style B production  ${b.productionBaseUrl}
    clientId          ${b.productionClientId}
    clientSecret      ${b.productionClientSecret}
  Style A             ${config.styleA.baseUrl}
${keys}
  Seed                ${seedLine(config.seed)}
${config.dataFile ? `  Data                ${config.dataFile} (kept across restarts; POST /_mock/reset goes back to the seed)\n` : ''}
  Try: curl '${b.baseUrl}/v1/oauth/authorize?clientId=${b.clientId}'

  Dashboard           ${config.dashboardUrl}
  API reference       ${config.docsUrl}   ("try it" is set up with these credentials)
  Control API         ${config.controlUrl}
`;
}
