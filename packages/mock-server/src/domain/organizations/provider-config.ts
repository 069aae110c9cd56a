import type { DomainContext } from '../context';
import { randomToken } from '../ids';

/** The three providers that call Style A back. */
export type ProviderKind = 'kyc' | 'issuer' | 'wallet';

/** The names of the providers, used in paths, headers and field names (DECISIONS.md G-10). */
export type ProviderNames = Record<ProviderKind, string>;

/** The defaults of G-10; the KYC provider's name comes from `settings.kycProvider`. */
export const DEFAULT_PROVIDER_NAMES: ProviderNames = {
  kyc: 'veritas',
  issuer: 'cardrail',
  wallet: 'walletkit',
};

/** How verification provider callbacks reach the service. */
export type KycWebhookMode = 'DIRECT' | 'FORWARDED';

/** An organization's provider setup: a callback secret per provider, and the kyc-share recipient. */
export interface ProviderConfigRecord {
  organizationId: string;
  /** HMAC-SHA256 keys of the inbound callbacks, one per provider. */
  secrets: Record<ProviderKind, string>;
  /** Whom share tokens must be addressed to (`kyc-share`); null gives KYC_NOT_CONFIGURED. */
  shareRecipient: string | null;
  webhookMode: KycWebhookMode;
}

/** The storage collections of provider configuration. */
export const PROVIDER_CONFIGS = 'a.provider-configs';
const NAMES = 'a.provider-names';

/**
 * Seeds an organization's provider setup: a random secret per provider and the issuer as share recipient.
 *
 * @example
 * seedProviderConfig(ctx, organization.id).secrets.kyc; // 'k3x9...'
 */
export function seedProviderConfig(ctx: DomainContext, organizationId: string): ProviderConfigRecord {
  const record: ProviderConfigRecord = {
    organizationId,
    secrets: {
      kyc: `whsec_${randomToken(32, ctx.random)}`,
      issuer: `whsec_${randomToken(32, ctx.random)}`,
      wallet: `whsec_${randomToken(32, ctx.random)}`,
    },
    shareRecipient: DEFAULT_PROVIDER_NAMES.issuer,
    webhookMode: 'DIRECT',
  };
  ctx.storage.collection<ProviderConfigRecord>(PROVIDER_CONFIGS).put(organizationId, record);
  return record;
}

/**
 * An organization's provider setup, or undefined when it has none.
 *
 * @example
 * providerConfig(ctx, organizationId)?.shareRecipient; // 'cardrail'
 */
export function providerConfig(ctx: DomainContext, organizationId: string): ProviderConfigRecord | undefined {
  return ctx.storage.collection<ProviderConfigRecord>(PROVIDER_CONFIGS).get(organizationId);
}

/**
 * Every organization's provider setup, for checking a callback signature against each secret. A scan of
 * every organization's configuration, on purpose (each secret is tried, so the time taken does not tell
 * which one matched) and bounded by design: organizations are seeded, never created.
 *
 * @example
 * allProviderConfigs(ctx).map((config) => config.secrets.issuer);
 */
export function allProviderConfigs(ctx: DomainContext): ProviderConfigRecord[] {
  return [...ctx.storage.collection<ProviderConfigRecord>(PROVIDER_CONFIGS).values()];
}

/**
 * The callback secrets of an organization: how tests and users sign provider callbacks for the mock.
 *
 * @example
 * const { kyc } = providerSecrets(mock.ctx, organizationId);
 * const signature = await signStyleA(kyc, rawBody); // header x-veritas-signature
 */
export function providerSecrets(ctx: DomainContext, organizationId: string): Record<ProviderKind, string> {
  const config = providerConfig(ctx, organizationId);
  if (!config) throw new Error(`organization ${organizationId} has no provider configuration`);
  return { ...config.secrets };
}

/**
 * Sets an organization's share recipient (null: none, so kyc-share answers KYC_NOT_CONFIGURED).
 *
 * @example
 * setShareRecipient(ctx, organizationId, null);
 */
export function setShareRecipient(
  ctx: DomainContext,
  organizationId: string,
  recipient: string | null,
): void {
  const config = providerConfig(ctx, organizationId);
  if (config) {
    ctx.storage
      .collection<ProviderConfigRecord>(PROVIDER_CONFIGS)
      .put(organizationId, { ...config, shareRecipient: recipient });
  }
}

/**
 * The provider names in force: the KYC provider from `settings.kycProvider`, the issuer and the wallet
 * provider as set by {@link setProviderNames} (defaults `cardrail` and `walletkit`).
 *
 * @example
 * providerNames(ctx); // { kyc: 'veritas', issuer: 'cardrail', wallet: 'walletkit' }
 */
export function providerNames(ctx: DomainContext): ProviderNames {
  const stored = ctx.storage.collection<Partial<ProviderNames>>(NAMES).get('names') ?? {};
  return { ...DEFAULT_PROVIDER_NAMES, ...stored, kyc: ctx.settings.kycProvider };
}

/**
 * Renames the issuer and the wallet provider (G-10): callback paths and signature headers follow at once.
 * Part of the state, so a reset back to the seed restores the defaults.
 *
 * @example
 * setProviderNames(ctx, { wallet: 'passkit' }); // POST /v1/webhooks/passkit, x-passkit-signature-256
 */
export function setProviderNames(
  ctx: DomainContext,
  names: Partial<Pick<ProviderNames, 'issuer' | 'wallet'>>,
): void {
  const current = providerNames(ctx);
  ctx.storage
    .collection<Partial<ProviderNames>>(NAMES)
    .put('names', { issuer: names.issuer ?? current.issuer, wallet: names.wallet ?? current.wallet });
}
