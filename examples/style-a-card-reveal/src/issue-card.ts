import type { components, StyleAClient } from '@card-issuance/sdk-style-a';
import type { Sandbox } from './sandbox.ts';

/** A Style A card as the API answers it: never the full number or the CVV. */
export type Card = components['schemas']['Card'];

/**
 * Everything before a reveal, with the SDK: an applicant through KYC, a cardholder in the organization's
 * prepaid program, and a virtual card. The two `sandbox` calls stand in for the verification provider and
 * for time passing; against the real service the applicant verifies on the provider's hosted page
 * (`applicant.verification_url`) and you poll `getKycStatus` until `issuerKycReady`.
 *
 * @example
 * const card = await issueCard(client, sandbox);
 * console.log(card.id, card.last_four);
 */
export async function issueCard(
  client: StyleAClient,
  sandbox: Pick<Sandbox, 'approveKyc' | 'advanceClock'>,
): Promise<Card> {
  const applicant = await client.applicants.create({
    type: 'INDIVIDUAL',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada+${crypto.randomUUID()}@example.com`,
  });
  await sandbox.approveKyc(applicant.id);
  // Hands the approved applicant to the card issuer; the mock's issuer is ready 2 s later on its clock.
  await client.applicants.submit(applicant.id);
  await sandbox.advanceClock(2_000);
  const { issuerKycReady } = await client.applicants.getKycStatus(applicant.id);
  if (!issuerKycReady) throw new Error(`applicant ${applicant.id} is not ready at the issuer yet`);

  const { items: programs } = await client.programs.list();
  const program = programs.find(
    (p) => p.organization_id === applicant.organization_id && p.funding === 'PREPAID',
  );
  if (!program) throw new Error(`organization ${applicant.organization_id} has no prepaid program`);
  const cardholder = await client.cardholders.create({ applicant_id: applicant.id, program_id: program.id });
  return client.cards.create({ cardholder_id: cardholder.id, program_id: program.id, type: 'VIRTUAL' });
}
