import type { Context } from 'hono';
import { DomainError } from '../../domain';
import { applicantById } from '../../domain/applicants';
import { isoTime } from '../../domain/clock/iso-time';
import { providerNames, providerSecrets } from '../../domain/organizations';
import { signStyleA } from '../../domain/webhooks';
import { requestId } from '../../http';
import { hostedVerificationPage } from '../hosted-verification-page';
import type { StyleAOperationKit } from '../style-a-app';

/**
 * The URL of an applicant's hosted verification page, as `verification_url` shows it.
 *
 * @example
 * hostedVerificationUrl('http://127.0.0.1:4010/style-a', 'veritas', 'app_8Fk2'); // '.../hosted/veritas/verify/app_8Fk2'
 */
export function hostedVerificationUrl(baseUrl: string, provider: string, applicantId: string): string {
  return `${baseUrl}/hosted/${encodeURIComponent(provider)}/verify/${encodeURIComponent(applicantId)}`;
}

/**
 * The simulated KYC provider's hosted verification page at each applicant's `verification_url`: GET
 * shows it; its Approve / Reject buttons POST `decision=GREEN|RED`, and the page then sends the provider's
 * callback `{type, applicant_id, review_answer, created_at}`, signed with the organization's KYC secret, to
 * `POST /v1/webhooks/<kyc_provider>`, exactly as an integrator's own signed callback would arrive.
 *
 * @example
 * hostedVerificationRoutes({ app, ctx, authenticate });
 */
export function hostedVerificationRoutes({ app, ctx }: StyleAOperationKit): void {
  const applicantFor = (c: Context) => {
    const provider = c.req.param('provider');
    const applicant = applicantById(ctx, c.req.param('applicantId') ?? '');
    if (provider !== providerNames(ctx).kyc || !applicant) {
      throw new DomainError('not_found', `no hosted verification at ${new URL(c.req.url).pathname}`);
    }
    return applicant;
  };
  const page = (c: Context, outcome?: { ok: boolean; message: string }, status: 200 | 400 = 200) => {
    const applicant = applicantFor(c);
    const html = hostedVerificationPage({
      provider: providerNames(ctx).kyc,
      applicantName: `${applicant.firstName} ${applicant.lastName}`,
      kycStatus: applicant.kycStatus,
      ...(outcome ? { outcome } : {}),
    });
    c.header('cache-control', 'no-store');
    return c.html(html, status);
  };

  app.get('/hosted/:provider/verify/:applicantId', requestId(), (c) => page(c));

  app.post('/hosted/:provider/verify/:applicantId', requestId(), async (c) => {
    const applicant = applicantFor(c);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const decision = form.decision;
    if (decision !== 'GREEN' && decision !== 'RED') {
      throw new DomainError('invalid', 'decision must be GREEN or RED', { field: 'decision' });
    }
    const kyc = providerNames(ctx).kyc;
    const raw = JSON.stringify({
      type: 'applicantReviewed',
      applicant_id: applicant.id,
      review_answer: decision,
      created_at: isoTime(ctx.clock.now()),
    });
    const signature = await signStyleA(providerSecrets(ctx, applicant.organizationId).kyc, raw);
    const answer = await app.fetch(
      // Beside the page, wherever it is served: a sandbox's app answers the request's own path
      // (`/sandboxes/{id}/style-a/...`), not the base URL the sandbox hands out.
      new Request(c.req.url.replace(/\/hosted\/[^/]+\/verify\/[^/?#]+.*$/, `/v1/webhooks/${kyc}`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [`x-${kyc}-signature`]: signature },
        body: raw,
      }),
    );
    if (!answer.ok) {
      return page(c, { ok: false, message: `The signed callback was refused (HTTP ${answer.status}).` }, 400);
    }
    const status = applicantById(ctx, applicant.id)?.kycStatus ?? applicant.kycStatus;
    return page(c, {
      ok: true,
      message: `Sent the signed ${decision} callback: KYC status is now ${status}.`,
    });
  });
}
