// Style A's roles and organization records alone: every file here reads them, none needs the seeding.

/** Style A roles (the `x-roles` of specs/style-a.openapi.yaml). */
export const ROLES = [
  'RESELLER_ADMIN',
  'ORG_ADMIN',
  'PROGRAM_MANAGER',
  'DEVELOPER',
  'SUPPORT',
  'AUDITOR',
] as const;
export type Role = (typeof ROLES)[number];

/** A Style A organization; a reseller has children (DECISIONS.md ). */
export interface OrganizationRecord {
  id: string;
  name: string;
  parentId: string | null;
  pciRevealEnabled: boolean;
  /** Live issuer credentials are configured; false gives RAIL_NOT_CONFIGURED on issuance. */
  issuerConfigured: boolean;
  /** A verification provider is configured; false gives KYC_NOT_CONFIGURED. */
  kycConfigured: boolean;
  /**
   * Opening platform credit in cents. The current credit lives in the ledger account under the
   * organization's id (see {@link organizationCreditCents}), charged the issuance fee of every card.
   */
  creditCents: number;
}

/** A Style A API key: `prefix` is the client_id, `secret` the client_secret (part 5). */
export interface ApiKeyRecord {
  prefix: string;
  secret: string;
  role: Role;
  organizationId: string;
}
