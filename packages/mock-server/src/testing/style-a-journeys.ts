import { callJson, control, type JourneyTarget } from './sandbox-client';

/** What {@link styleACard} created, ids only. */
export interface StyleACardFixture {
  token: string;
  organizationId: string;
  applicantId: string;
  programId: string;
  cardholderId: string;
  cardId: string;
}

/**
 * A Style A access token for the seeded API key of `role` (default DEVELOPER).
 *
 * @example
 * const token = await styleAToken(target, 'ORG_ADMIN');
 */
export async function styleAToken(target: JourneyTarget, role = 'DEVELOPER'): Promise<string> {
  const key = target.config.styleA.apiKeys[role];
  if (!key) throw new Error(`no seeded Style A key for role ${role}`);
  const answer = await callJson(
    target.fetch,
    'token',
    'POST',
    `${target.config.styleA.baseUrl}/v1/oauth/token`,
    {
      client_id: key.clientId,
      client_secret: key.clientSecret,
    },
  );
  return answer.access_token as string;
}

/**
 * A Style A applicant approved by tenant KYC (through the control API) and handed to the issuer
 * (`issuerKycReady`), answering its id and organization.
 *
 * Moves the sandbox's clock 2 s forward (`POST /_mock/clock/advance`, the issuer handoff's delay) and
 * leaves it so: a clock cannot go back, and the records made carry the times they were made at. A frozen
 * clock stays frozen, 2 s later; a running one keeps running, 2 s ahead.
 *
 * @example
 * const { applicantId } = await styleAApplicant(target);
 */
export async function styleAApplicant(
  target: JourneyTarget,
  options: { token?: string; email?: string } = {},
): Promise<{ token: string; applicantId: string; organizationId: string }> {
  const { baseUrl } = target.config.styleA;
  const token = options.token ?? (await styleAToken(target));
  const headers = { authorization: `Bearer ${token}` };
  const created = await callJson(
    target.fetch,
    'create applicant',
    'POST',
    `${baseUrl}/v1/applicants`,
    {
      type: 'INDIVIDUAL',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: options.email ?? `fixture-${crypto.randomUUID()}@example.com`,
    },
    headers,
  );
  const applicant = created.data as { id: string; organization_id: string };
  const ctl = control(target);
  await ctl.styleA.kycDecision({ applicantId: applicant.id, status: 'APPROVED' });
  await callJson(
    target.fetch,
    'submit',
    'POST',
    `${baseUrl}/v1/applicants/${applicant.id}/submit`,
    undefined,
    headers,
  );
  await ctl.advance(2_000);
  return { token, applicantId: applicant.id, organizationId: applicant.organization_id };
}

/**
 * A Style A applicant to an issued card: approved applicant, cardholder in the organization's program of
 * `funding` (default PREPAID) and a VIRTUAL card (ACTIVE); a prepaid card is funded with `fundCents`.
 *
 * Moves the sandbox's clock 2 s forward, as {@link styleAApplicant} does.
 *
 * @example
 * const { cardId, token } = await styleACard({ fetch: mock.fetch, config: mock.config() });
 */
export async function styleACard(
  target: JourneyTarget,
  options: {
    token?: string;
    funding?: 'PREPAID' | 'CREDIT';
    fundCents?: number;
    type?: 'VIRTUAL' | 'PHYSICAL';
  } = {},
): Promise<StyleACardFixture> {
  const { baseUrl } = target.config.styleA;
  const { token, applicantId, organizationId } = await styleAApplicant(target, options);
  const headers = { authorization: `Bearer ${token}` };
  const programs = await callJson(
    target.fetch,
    'programs',
    'GET',
    `${baseUrl}/v1/programs`,
    undefined,
    headers,
  );
  const funding = options.funding ?? 'PREPAID';
  const program = (
    programs.data as { items: Array<{ id: string; organization_id: string; funding: string }> }
  ).items.find((p) => p.organization_id === organizationId && p.funding === funding);
  if (!program) throw new Error(`organization ${organizationId} has no ${funding} program`);
  const holder = await callJson(
    target.fetch,
    'create cardholder',
    'POST',
    `${baseUrl}/v1/cardholders`,
    { applicant_id: applicantId, program_id: program.id },
    headers,
  );
  const cardholderId = (holder.data as { id: string }).id;
  const card = await callJson(
    target.fetch,
    'issue card',
    'POST',
    `${baseUrl}/v1/cards`,
    { cardholder_id: cardholderId, program_id: program.id, type: options.type ?? 'VIRTUAL' },
    headers,
  );
  const cardId = (card.data as { id: string }).id;
  if (funding === 'PREPAID' && (options.fundCents ?? 0) > 0) {
    await callJson(
      target.fetch,
      'fund card',
      'POST',
      `${baseUrl}/v1/cards/${cardId}/fund`,
      { amount_cents: options.fundCents },
      headers,
    );
  }
  return { token, organizationId, applicantId, programId: program.id, cardholderId, cardId };
}
