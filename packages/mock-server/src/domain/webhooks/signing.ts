import { signStyleAWebhook } from '@card-issuance/webhook-verifier';

/**
 * Lowercase hex HMAC-SHA256 of a raw body under `secret`, no prefix: the Style A `x-webhook-signature`
 * (DECISIONS.md E-3) and the providers' callback signatures (A-19). The verifier's
 * signer computes it, so the mock signs exactly as receivers verify.
 *
 * @example
 * await signStyleA('whsec_style_a_example', rawBody); // 'a9b4d9d6...'
 */
export async function signStyleA(secret: string, rawBody: string): Promise<string> {
  return (await signStyleAWebhook({ secret, body: rawBody })).signature;
}
