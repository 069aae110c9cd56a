import { createStyleAClient, type StyleAClient } from '@card-issuance/sdk-style-a';
import { type JourneyRun, need, StepFailure } from './journey-run';

/** The Style A client a journey drives: the run's recording fetch, no retries (every answer is seen). */
export function styleAJourneyClient(
  run: JourneyRun,
  credentials: { baseUrl: string; clientId: string; clientSecret: string },
): StyleAClient {
  return createStyleAClient({ ...credentials, fetch: run.options.recorder.fetch, retry: { maxRetries: 0 } });
}

/**
 * The contract's Style A journey through the SDK: the token, an applicant through tenant KYC and the
 * issuer handoff, a cardholder in one of its organization's programs and a virtual card, then the reads.
 * Tenant KYC is the applicant's own step at `verification_url`: when that page is a sandbox's simulated
 * provider (an Approve button, `decision=GREEN`), the run presses it as the applicant would; then it polls
 * until the decision, so the same run works against any deployment. A read-only run takes the token and
 * reads the lists.
 *
 * @example
 * await styleAJourney(run, styleAJourneyClient(run, credentials));
 */
export async function styleAJourney(run: JourneyRun, client: StyleAClient): Promise<void> {
  await run.step('auth', () => client.auth.getAccessToken());
  if (run.options.readOnly) {
    await styleAReads(run, client);
    return;
  }
  const applicant = await approvedApplicant(run, client);
  const applicantId = applicant.id;
  const programs = await run.step('programs.list', () => client.programs.list());
  const mine = programs.items.filter((p) => p.organization_id === applicant.organization_id);
  const program = need(
    'programs.list',
    mine.find((p) => p.funding === 'PREPAID') ?? mine[0],
    "a program of the applicant's organization",
  );
  const holder = await run.step('cardholders.create', () =>
    client.cardholders.create({ applicant_id: applicantId, program_id: program.id }),
  );
  const cardholderId = need('cardholders.create', holder.id, 'id');
  run.expect('cardholders.create', 'answers the applicant sent', holder.applicant_id, applicantId);
  const decided = await run.poll(
    'cardholders.get (poll)',
    () => client.cardholders.get(cardholderId),
    (cardholder) => cardholder.status !== 'PENDING',
    (cardholder) => String(cardholder.status),
  );
  if (decided.status !== 'APPROVED') {
    throw new StepFailure('cardholders.get (poll)', `the cardholder was decided ${decided.status}`);
  }
  const card = await run.step('cards.create', () =>
    client.cards.create({ cardholder_id: cardholderId, program_id: program.id, type: 'VIRTUAL' }),
  );
  const cardId = need('cards.create', card.id, 'id');
  const read = await run.step('cards.get', () => client.cards.get(cardId));
  run.expect('cards.get', 'reads the card created, of the cardholder', read.cardholder_id, cardholderId);
  await run.step('applicants.get', () => client.applicants.get(applicantId));
  await run.step('applicants.getKycStatus', () => client.applicants.getKycStatus(applicantId));
  await run.step('cardholders.get', () => client.cardholders.get(cardholderId));
  const cards = await styleAReads(run, client);
  run.expect('cards.list', 'lists the card created first (newest first)', cards.items[0]?.id, cardId);
}

/** A new applicant through tenant KYC and the issuer handoff, each polled until decided. */
async function approvedApplicant(run: JourneyRun, client: StyleAClient) {
  const applicant = await run.step('applicants.create', () =>
    client.applicants.create({
      type: 'INDIVIDUAL',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: `conform-${crypto.randomUUID()}@example.com`,
    }),
  );
  const applicantId = need('applicants.create', applicant.id, 'id');
  if (applicant.verification_url) await approveHostedVerification(run, applicant.verification_url);
  const approved = await run.poll(
    'applicants.get (poll)',
    () => client.applicants.get(applicantId),
    (a) => a.kyc_status === 'APPROVED' || a.kyc_status === 'REJECTED',
    (a) => String(a.kyc_status),
  );
  run.expect('applicants.get (poll)', 'reads the applicant created', approved.id, applicantId);
  if (approved.kyc_status !== 'APPROVED') {
    throw new StepFailure('applicants.get (poll)', `KYC decided ${approved.kyc_status}`);
  }
  await run.step('applicants.submit', () => client.applicants.submit(applicantId));
  const handoff = await run.poll(
    'applicants.getKycStatus (poll)',
    () => client.applicants.getKycStatus(applicantId),
    (status) => status.issuerKycReady === true || status.issuer_status === 'FAILED',
    (status) => String(status.issuer_status),
  );
  if (handoff.issuerKycReady !== true) {
    throw new StepFailure('applicants.getKycStatus (poll)', `the issuer handoff ${handoff.issuer_status}`);
  }
  return { ...applicant, id: applicantId };
}

/** The lists a Style A key reads, answering the page of cards. */
async function styleAReads(run: JourneyRun, client: StyleAClient) {
  await run.step('organizations.list', () => client.organizations.list());
  await run.step('programs.list', () => client.programs.list());
  await run.step('applicants.list', () => client.applicants.list());
  return run.step('cards.list', () => client.cards.list());
}

/**
 * The applicant's own step: a sandbox's simulated provider page (a form with an Approve button,
 * `decision=GREEN`) is submitted as a person would; any other page (a real provider's) is left to the
 * applicant, and the run only polls. The page is the provider's, not an operation of the spec: it is
 * fetched outside the recording.
 */
async function approveHostedVerification(run: JourneyRun, url: string): Promise<void> {
  run.options.recorder.step = 'hosted verification';
  const page = await run.options.recorder.send(url).then(
    (response) => (response.ok ? response.text() : ''),
    () => '',
  );
  if (!/name="decision"\s+value="GREEN"/.test(page)) {
    run.options.log?.(`  hosted verification: ${url} is not a sandbox form; waiting for the applicant`);
    return;
  }
  run.options.log?.('  hosted verification: Approve (the sandbox provider page)');
  const answer = await run.options.recorder.send(url, {
    method: 'POST',
    body: new URLSearchParams({ decision: 'GREEN' }),
  });
  if (!answer.ok)
    throw new StepFailure('hosted verification', `the sandbox provider page answered HTTP ${answer.status}`);
}
