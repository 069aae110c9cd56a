import type { Mock, MockOptions } from '@card-issuance/mock-server';
import * as kit from '@card-issuance/test-support';
import { FAST_RETRY } from '@card-issuance/test-support/sdk';
import { createStyleAClient, type StyleAClient, type StyleAClientOptions } from '../../src';

// The Style A fixtures of this package's tests (one file, until @card-issuance/mock-server/testing).
export { CONTROL, MOCK_ORIGIN, T0, THROUGH_PRISM } from '@card-issuance/test-support';
export { FAST_RETRY } from '@card-issuance/test-support/sdk';
export const STYLE_A = `${kit.MOCK_ORIGIN}/style-a`;
export const HOUR = 3_600_000;

/**
 * A mock on a frozen clock. In `sdk-style-a-contract` it is also served over HTTP behind Prism for this
 * file, and its `fetch` goes through the proxies (call it at a file's top level).
 */
export function frozenMock(options: MockOptions = {}): Mock {
  return kit.frozenMockFor('a', options);
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

/** The control API of the mock, through any fetch; an answer other than 2xx throws. */
export function control(fetch: Fetch, controlUrl = kit.CONTROL) {
  const { call, advance, fault, requests } = kit.controlCalls(fetch, controlUrl, { throwOnError: true });
  return {
    advance,
    fault,
    requests,
    kycDecision: (applicantId: string, status: 'APPROVED' | 'REJECTED') =>
      call('POST', `/style-a/applicants/${applicantId}/kyc-decision`, { status }),
    organization: (organizationId: string, settings: Record<string, boolean>) =>
      call('PATCH', `/style-a/organizations/${organizationId}`, settings),
    webhookEndpoint: (url: string, secret: string) =>
      call('POST', '/webhooks/endpoints', { url, style: 'a', secret }),
    settings: async () =>
      ((await call('GET', '/config')) as unknown as { styleA: { organizations: Array<{ id: string }> } })
        .styleA,
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
