import type { Mock } from '../../src';
import { type JourneyFetch, purchase, styleACard, styleBCard } from '../../src/testing';

/** The ids of one prepared fixture, by kind (`card`, `account`, `budget`...). */
export type FixtureContext = Record<string, string>;

/** A client's credentials: a Style A token per seeded role and Style B tokens of both environments. */
export interface ClientTokens {
  a: Record<string, string>;
  b: string;
  bProduction: string;
}

const ROLES = ['ORG_ADMIN', 'RESELLER_ADMIN', 'PROGRAM_MANAGER', 'DEVELOPER', 'SUPPORT', 'AUDITOR'] as const;

/**
 * Cards of both styles through the testing journeys, each with a settled and a pending purchase, as the
 * fixtures valid requests draw their ids from (credentials included, so OAuth requests can succeed).
 *
 * @example
 * const { a, b } = await prepareSandbox(mock, fetch);
 */
export async function prepareSandbox(
  mock: Mock,
  fetch: JourneyFetch,
): Promise<{ a: FixtureContext[]; b: FixtureContext[]; settled: string[] }> {
  const target = { fetch, config: mock.config() };
  await fetch(`${target.config.controlUrl}/clock/freeze`, { method: 'POST' });
  const { styleA, styleB } = target.config;
  const b: FixtureContext[] = [];
  const settled: string[] = [];
  for (const fund of ['100.00', '40.00']) {
    const card = await styleBCard(target, { fund });
    settled.push((await purchase(target, card.cardId, { amount: '3.00' })).cardTransactionId);
    const pending = await purchase(target, card.cardId, { amount: '2.00', settle: false });
    b.push({
      account: card.accountId,
      wallet: card.walletId,
      bin: card.binId,
      cardholder: card.cardholderId,
      budget: card.budgetId,
      card: card.cardId,
      transaction: pending.cardTransactionId,
      client: styleB.clientId,
      secret: styleB.clientSecret,
      parentaccount: styleB.parentAccountId,
    });
  }
  const a: FixtureContext[] = [];
  const orgAdmin = styleA.apiKeys.ORG_ADMIN;
  for (const funding of ['PREPAID', 'CREDIT'] as const) {
    const card = await styleACard(target, { funding, fundCents: funding === 'PREPAID' ? 5_000 : 0 });
    const pending = await purchase(target, card.cardId, { amount: '1.00', settle: false });
    a.push({
      organization: card.organizationId,
      applicant: card.applicantId,
      program: card.programId,
      cardholder: card.cardholderId,
      card: card.cardId,
      transaction: pending.cardTransactionId,
      client: orgAdmin?.clientId ?? '',
      secret: orgAdmin?.clientSecret ?? '',
    });
  }
  return { a, b, settled };
}

/**
 * Fresh tokens for every seeded Style A role and both Style B environments, as a client gets them.
 *
 * @example
 * const tokens = await clientTokens(mock, fetch);
 */
export async function clientTokens(mock: Mock, fetch: JourneyFetch): Promise<ClientTokens> {
  const { styleA, styleB } = mock.config();
  const json = async (response: Promise<Response>) =>
    (await response).json() as Promise<Record<string, unknown>>;
  const post = (url: string, body: unknown) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const a: Record<string, string> = {};
  for (const role of ROLES) {
    const key = styleA.apiKeys[role];
    if (!key) continue;
    const answer = await json(
      post(`${styleA.baseUrl}/v1/oauth/token`, { client_id: key.clientId, client_secret: key.clientSecret }),
    );
    a[role] = String(answer.access_token);
  }
  const oauth = async (base: string, clientId: string, clientSecret: string) => {
    const authorized = await json(fetch(`${base}/v1/oauth/authorize?clientId=${clientId}`));
    const { code } = authorized.data as { code: string };
    const tokens = await json(post(`${base}/v1/oauth/access-token`, { clientId, clientSecret, code }));
    return (tokens.data as { accessToken: string }).accessToken;
  };
  const seeded = mock.seeded.styleB;
  return {
    a,
    b: await oauth(styleB.baseUrl, seeded.clientId, seeded.clientSecret),
    bProduction: await oauth(
      styleB.productionBaseUrl,
      seeded.productionClientId,
      seeded.productionClientSecret,
    ),
  };
}
