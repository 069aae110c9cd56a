import type { MockConfig } from '../app';

/**
 * The human start-up banner: where each face is and the seeded credentials to paste into a client.
 *
 * @example
 * console.log(banner(mock.config(server.origin)));
 */
export function banner(config: MockConfig): string {
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
  Control API         ${config.controlUrl}

  Try: curl '${b.baseUrl}/v1/oauth/authorize?clientId=${b.clientId}'
`;
}
