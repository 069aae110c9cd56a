/**
 * The mock's sandbox as this example uses it: where Style A is and a seeded API key (from the control
 * API's `GET /config`), plus the two steps that only a sandbox has: forcing a KYC decision and moving its
 * clock. Against the real service, the first comes from your configuration and the others do not exist.
 */
export interface Sandbox {
  /** What `createStyleAClient` needs: the Style A base URL and the seeded DEVELOPER key. */
  styleA: { baseUrl: string; clientId: string; clientSecret: string };
  /** Decides the applicant's tenant KYC as the verification provider would (APPROVED). */
  approveKyc(applicantId: string): Promise<void>;
  /** Moves the mock's clock, running whatever falls due (the issuer handoff, token expiry). */
  advanceClock(ms: number): Promise<void>;
}

interface MockConfig {
  styleA: { baseUrl: string; apiKeys: Record<string, { clientId: string; clientSecret: string }> };
}

/**
 * Connects to the mock's control API, e.g. `http://127.0.0.1:4010/_mock` (the banner's last URL).
 *
 * @example
 * const sandbox = await connectSandbox(process.env.MOCK_URL ?? 'http://127.0.0.1:4010/_mock');
 * const client = createStyleAClient(sandbox.styleA);
 */
export async function connectSandbox(controlUrl: string): Promise<Sandbox> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${controlUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${await response.text()}`);
  };
  const response = await fetch(`${controlUrl}/config`);
  if (!response.ok)
    throw new Error(`GET ${controlUrl}/config: HTTP ${response.status}; is the mock running?`);
  const { data } = (await response.json()) as { data: MockConfig };
  const key = data.styleA.apiKeys.DEVELOPER;
  if (!key) throw new Error('the mock seeded no Style A DEVELOPER key');
  return {
    styleA: { baseUrl: data.styleA.baseUrl, ...key },
    approveKyc: (applicantId) =>
      post(`/style-a/applicants/${encodeURIComponent(applicantId)}/kyc-decision`, { status: 'APPROVED' }),
    advanceClock: (ms) => post('/clock/advance', { ms }),
  };
}
