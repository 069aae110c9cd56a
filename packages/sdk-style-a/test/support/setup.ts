import { createClock, createMock, type Mock, type MockOptions } from '../../../mock-server/src';
import { behindPrism } from '../../../mock-server/test/contract/behind-prism';
import { contractTarget } from '../../../mock-server/test/contract/contract-fetch';
import { createStyleAClient, type StyleAClient, type StyleAClientOptions } from '../../src';

// The Style A fixtures of this package's tests (one file, until @card-issuance/mock-server/testing).
export const T0 = Date.parse('2026-01-01T00:00:00Z');
export const MOCK_ORIGIN = 'http://127.0.0.1:4010';
export const STYLE_A = `${MOCK_ORIGIN}/style-a`;
export const CONTROL = `${MOCK_ORIGIN}/_mock`;
/** Retry delays kept tiny so no test waits. */
export const FAST_RETRY = { baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 20 };
export const HOUR = 3_600_000;

/** True in `sdk-style-a-contract`, where Prism's validating proxies stand between the suites and the mock. */
export const THROUGH_PRISM = contractTarget() !== undefined;

/**
 * A mock on a frozen clock. In `sdk-style-a-contract` it is also served over HTTP behind Prism for this
 * file, and its `fetch` goes through the proxies (call it at a file's top level).
 */
export function frozenMock(options: MockOptions = {}): Mock {
  const mock = createMock({ clock: createClock({ frozenAt: T0 }), ...options });
  return THROUGH_PRISM ? behindPrism(mock, 'a') : mock;
}

/** A client on `mock.fetch` with the seeded DEVELOPER key and fast retries. */
export function clientFor(mock: Mock, options: Partial<StyleAClientOptions> = {}): StyleAClient {
  const { clientId, clientSecret } = mock.seeded.styleA.apiKeys.DEVELOPER;
  return createStyleAClient({
    baseUrl: STYLE_A,
    clientId,
    clientSecret,
    fetch: mock.fetch,
    retry: FAST_RETRY,
    ...options,
  });
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The control API of the mock, through any fetch. */
export function control(fetch: Fetch, controlUrl = CONTROL) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${controlUrl}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { data: unknown };
  };
  return {
    advance: (ms: number) => call('POST', '/clock/advance', { ms }),
    fault: (body: unknown) => call('POST', '/faults', body),
    kycDecision: (applicantId: string, status: 'APPROVED' | 'REJECTED') =>
      call('POST', `/style-a/applicants/${applicantId}/kyc-decision`, { status }),
    organization: (organizationId: string, settings: Record<string, boolean>) =>
      call('PATCH', `/style-a/organizations/${organizationId}`, settings),
    webhookEndpoint: (url: string, secret: string) =>
      call('POST', '/webhooks/endpoints', { url, style: 'a', secret }),
    settings: async () =>
      ((await call('GET', '/config')) as unknown as { styleA: { organizations: Array<{ id: string }> } })
        .styleA,
    requests: async () =>
      (
        (await call('GET', '/requests?limit=500')) as {
          data: { items: Array<{ method: string; path: string; status: number | null }> };
        }
      ).data.items,
  };
}

/**
 * Through the client, from nothing to an issued card: applicant, tenant KYC approved through the control
 * API, submit, the issuer handoff on the clock, cardholder in a prepaid program, card.
 */
export async function issueCard(client: StyleAClient, ctl: ReturnType<typeof control>, kycDelayMs = 2_000) {
  const email = `ada-${crypto.randomUUID()}@example.com`;
  const applicant = await client.applicants.create({
    type: 'INDIVIDUAL',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
  });
  await ctl.kycDecision(applicant.id, 'APPROVED');
  await client.applicants.submit(applicant.id);
  await ctl.advance(kycDelayMs);
  const { items: programs } = await client.programs.list();
  const program = programs.find((p) => p.funding === 'PREPAID') ?? programs[0];
  if (!program) throw new Error('no program seeded');
  const cardholder = await client.cardholders.create({ applicant_id: applicant.id, program_id: program.id });
  const card = await client.cards.create({
    cardholder_id: cardholder.id,
    program_id: program.id,
    type: 'VIRTUAL',
  });
  return { applicant, program, cardholder, card };
}
