import { CONTROL_URL } from './in-page-mock';

/** The sandbox values the sign-in and onboarding steps need, from `GET /_mock/config`. */
export interface SandboxConfig {
  clientId: string;
  clientSecret: string;
  parentAccountId: string;
  kycProvider: string;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${CONTROL_URL}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const parsed = (await response.json()) as { data?: T; error?: { message: string } };
  if (!response.ok) throw new Error(`Mock control API ${path}: ${parsed.error?.message ?? response.status}`);
  return parsed.data as T;
}

/**
 * The mock-only control API (specs/mock-control.openapi.yaml): what a real service does on its own
 * schedule (KYC review, cardholder approval), done now.
 *
 * @example
 * const { clientId, clientSecret } = await sandbox.config();
 * await sandbox.approveKyc(accountId);
 */
export const sandbox = {
  config: async (): Promise<SandboxConfig> =>
    (await call<{ styleB: SandboxConfig }>('GET', '/config')).styleB,
  approveKyc: (accountId: string) =>
    call('POST', `/style-b/accounts/${accountId}/kyc-decision`, { status: 'APPROVED' }),
  approveCardholder: (cardholderId: string) =>
    call('POST', `/style-b/cardholders/${cardholderId}/decision`, { status: 'APPROVED' }),
};
