import type { CardProgramRecord, OrganizationRecord } from '../domain/tenants';

/**
 * An organization as Style A shows it (the Organization schema, A-24).
 *
 * @example
 * organizationView(record, organizationCreditCents(ctx, record.id)).parent_id; // null for the reseller
 */
export function organizationView(organization: OrganizationRecord, creditCents: number) {
  return {
    id: organization.id,
    name: organization.name,
    parent_id: organization.parentId,
    pciRevealEnabled: organization.pciRevealEnabled,
    issuer_configured: organization.issuerConfigured,
    kyc_configured: organization.kycConfigured,
    credit_cents: creditCents,
  };
}

/**
 * A card program as Style A shows it (the Program schema, A-24).
 *
 * @example
 * programView(record).funding; // 'PREPAID'
 */
export function programView(program: CardProgramRecord) {
  return {
    id: program.id,
    organization_id: program.organizationId,
    name: program.name,
    funding: program.funding,
    bin: program.bin,
    issuance_fee_cents: program.issuanceFeeCents,
    card_limit_per_cardholder: program.cardLimitPerCardholder,
  };
}
