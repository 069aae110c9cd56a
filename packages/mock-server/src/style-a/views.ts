import type { ApplicantRecord } from '../domain/applicants';
import type { CardholderRecord } from '../domain/cardholders';
import { type CardRecord, liveCardCount, prepaidBalanceCents, shippingStatusOf } from '../domain/cards';
import type { DomainContext } from '../domain/context';
import {
  CARD_PROGRAMS,
  type CardProgramRecord,
  ORGANIZATIONS,
  type OrganizationRecord,
} from '../domain/organizations';

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

/**
 * A card as Style A shows it (the Card schema, A-3); never the number or CVV. Also the events' payload.
 *
 * @example
 * cardView(ctx, card).balance_cents;
 */
export function cardView(ctx: DomainContext, card: CardRecord) {
  return {
    id: card.id,
    applicant_id: card.ownerId,
    cardholder_id: card.cardholderId,
    program_id: card.productId,
    organization_id: card.tenantId,
    type: card.form,
    funding: card.funding,
    status: card.status,
    label: card.label,
    last_four: card.lastFour,
    bin: card.bin,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    spend_limit_cents: card.spendLimit.period === 'NA' ? 0 : card.spendLimit.amountCents,
    balance_cents: prepaidBalanceCents(ctx, card),
    // A physical card's way to the cardholder; null for a virtual card.
    shipping_status: shippingStatusOf(card),
    created_at: card.createdAt,
  };
}

/**
 * A cardholder as Style A shows it (the Cardholder schema, A-16): the local record, plus the issuer's
 * details when the organization has a live issuer configured (`issuer: null` otherwise, part 4.3).
 *
 * @example
 * cardholderView(ctx, cardholder).issuer?.card_limit; // 5
 */
export function cardholderView(ctx: DomainContext, cardholder: CardholderRecord) {
  const program = ctx.storage.collection<CardProgramRecord>(CARD_PROGRAMS).get(cardholder.productId);
  const organization = ctx.storage.collection<OrganizationRecord>(ORGANIZATIONS).get(cardholder.tenantId);
  const { address } = cardholder;
  return {
    id: cardholder.id,
    applicant_id: cardholder.ownerId,
    organization_id: cardholder.tenantId,
    program_id: cardholder.productId,
    first_name: cardholder.firstName,
    last_name: cardholder.lastName,
    email: cardholder.email,
    // Style A's address is snake_case; its cardholders always have a state.
    address: {
      address_line1: address.addressLine1,
      ...(address.addressLine2 === undefined ? {} : { address_line2: address.addressLine2 }),
      city: address.city,
      state: address.state ?? '',
      country: address.country,
      postal_code: address.postalCode,
    },
    status: cardholder.status,
    created_at: cardholder.createdAt,
    issuer: organization?.issuerConfigured
      ? {
          cardholder_id: cardholder.issuerCardholderId,
          status: cardholder.status,
          card_count: liveCardCount(ctx, cardholder.id),
          card_limit: program?.cardLimitPerCardholder ?? 1,
        }
      : null,
  };
}

/**
 * An applicant as Style A shows it (the Applicant schema, A-12); also the payload of `applicant.approved`.
 * `verificationUrlOf` builds the hosted verification page's URL (the face knows the address served); it
 * is shown until the applicant is approved.
 *
 * @example
 * applicantView(record, (id) => `${baseUrl}/hosted/veritas/verify/${id}`).issuerKycReady; // false until READY
 */
export function applicantView(
  applicant: ApplicantRecord,
  verificationUrlOf: (applicantId: string) => string | null,
) {
  return {
    id: applicant.id,
    // Part 2.3 names the applicant record's id `applicant_id`; `id` stays like every other record's.
    applicant_id: applicant.id,
    organization_id: applicant.organizationId,
    type: applicant.type,
    email: applicant.email,
    first_name: applicant.firstName,
    last_name: applicant.lastName,
    kyc_status: applicant.kycStatus,
    verification_url: applicant.kycStatus === 'APPROVED' ? null : verificationUrlOf(applicant.id),
    issuerKycReady: applicant.issuerStatus === 'READY',
    created_at: applicant.createdAt,
  };
}

/**
 * The kyc-status, submit and kyc-share answer.
 *
 * @example
 * kycStatusView(record); // { applicant_id, kyc_status, issuerKycReady, issuer_status, updated_at }
 */
export function kycStatusView(applicant: ApplicantRecord) {
  return {
    applicant_id: applicant.id,
    kyc_status: applicant.kycStatus,
    issuerKycReady: applicant.issuerStatus === 'READY',
    issuer_status: applicant.issuerStatus,
    updated_at: applicant.updatedAt,
  };
}
