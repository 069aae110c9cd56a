import { escapeHtml } from '../http';

/** What the simulated provider's hosted verification page shows. */
export interface HostedVerificationView {
  provider: string;
  applicantName: string;
  kycStatus: string;
  /** Set after a button was pressed: what the provider's signed callback answered. */
  outcome?: { ok: boolean; message: string };
}

/**
 * The KYC provider's hosted verification page in the sandbox: the applicant's name and KYC status,
 * and, until the applicant is approved, an Approve and a Reject button. Each button posts the form back to
 * the same URL, where the simulated provider sends its signed callback. Plain HTML, no script, usable with
 * a keyboard.
 *
 * @example
 * c.html(hostedVerificationPage({ provider: 'veritas', applicantName: 'Ada Lovelace', kycStatus: 'NOT_STARTED' }));
 */
export function hostedVerificationPage(view: HostedVerificationView): string {
  const provider = escapeHtml(view.provider);
  const outcome = view.outcome
    ? `<p role="${view.outcome.ok ? 'status' : 'alert'}" data-field="outcome">${escapeHtml(view.outcome.message)}</p>`
    : '';
  const form =
    view.kycStatus === 'APPROVED'
      ? '<p>Verification is complete. You can close this page.</p>'
      : `<form method="post"><p>Sandbox: decide this verification as the provider would.</p>
<button type="submit" name="decision" value="GREEN">Approve</button>
<button type="submit" name="decision" value="RED">Reject</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${provider} identity verification (sandbox)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:32rem}button{font-size:1rem;padding:.5rem 1.25rem;margin-right:.5rem}</style>
</head><body><h1>${provider} identity verification</h1>
<dl><dt>Applicant</dt><dd data-field="name">${escapeHtml(view.applicantName)}</dd>
<dt>KYC status</dt><dd data-field="kyc-status">${escapeHtml(view.kycStatus)}</dd></dl>
${outcome}${form}</body></html>`;
}
