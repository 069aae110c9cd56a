import { createHmac } from 'node:crypto';
import type { Mock } from '../../src/app';
import {
  ORGANIZATIONS,
  type OrganizationRecord,
  providerSecrets,
  type Role,
} from '../../src/domain/organizations';
import { callA, styleAToken } from './style-a-journey';

/**
 * The seeded reseller organization and its child organization.
 *
 * @example
 * const { reseller, child } = orgIds(mock);
 */
export function orgIds(mock: Mock): { reseller: string; child: string } {
  const all = [...mock.ctx.storage.collection<OrganizationRecord>(ORGANIZATIONS).values()];
  return {
    reseller: all.find((o) => o.parentId === null)?.id ?? '',
    child: all.find((o) => o.parentId !== null)?.id ?? '',
  };
}

/**
 * Lowercase hex HMAC-SHA256 of a raw body, computed with node:crypto (independently of the mock).
 *
 * @example
 * const signature = hmacHex(secret, rawBody);
 */
export function hmacHex(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * Creates an applicant as a seeded key of `role` and answers its view.
 *
 * @example
 * const applicant = await createApplicantAs(mock, 'DEVELOPER', { email: 'ada@example.com' });
 */
export async function createApplicantAs(
  mock: Mock,
  role: Role,
  fields: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: string }> {
  const res = await callA(
    mock,
    'POST',
    '/v1/applicants',
    { type: 'INDIVIDUAL', first_name: 'Ada', last_name: 'Lovelace', ...fields },
    { authorization: `Bearer ${await styleAToken(mock, role)}` },
  );
  if (res.status !== 201) throw new Error(`create applicant: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Record<string, unknown> & { id: string };
}

/**
 * A veritas callback body, serialized as the provider would send it.
 *
 * @example
 * const raw = veritasBody('app_1', 'GREEN');
 */
export function veritasBody(applicantId: string, answer: 'GREEN' | 'RED' = 'GREEN'): string {
  return JSON.stringify({
    type: 'applicantReviewed',
    applicant_id: applicantId,
    review_answer: answer,
    created_at: '2026-01-01T00:00:00Z',
  });
}

/**
 * Sends the signed GREEN review of the applicant's organization's KYC provider secret.
 *
 * @example
 * await approveApplicant(mock, applicant.id);
 */
export async function approveApplicant(mock: Mock, applicantId: string, organizationId?: string) {
  const raw = veritasBody(applicantId);
  const secret = providerSecrets(mock.ctx, organizationId ?? orgIds(mock).child).kyc;
  const res = await callA(mock, 'POST', '/v1/webhooks/veritas', raw, {
    'x-veritas-signature': hmacHex(secret, raw),
  });
  if (res.status !== 200) throw new Error(`veritas callback: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}
