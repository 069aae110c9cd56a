import { DomainError } from '../../domain/errors';
import { encryptPaymentDetails, importRevealPublicKey } from '../../domain/reveal';
import { requireStyleACard, styleACardSecrets } from '../../domain/style-a-cards';
import { type OrganizationRecord, requireRole } from '../../domain/tenants';
import { readJsonBody } from '../../http';
import { success } from '../envelope';
import { OPERATION_ROLES } from '../operation-roles';
import type { StyleAOperationKit } from '../style-a-app';

/**
 * Card reveal, Method 2 (interface-spec.md 4.3, DECISIONS.md A-15): `POST /v1/cards/{id}/payment-details`
 * answers the card's number, CVV and expiry encrypted to the caller's RSA key (a fresh AES-256-GCM key and IV
 * every time), never cached; 403 when the organization is not enabled for PCI reveal, 404 out of scope.
 *
 * @example
 * revealRoutes(kit);
 */
export function revealRoutes({ app, ctx, authenticate }: StyleAOperationKit): void {
  app.post('/v1/cards/:id/payment-details', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['POST /v1/cards/{id}/payment-details']);
    const card = requireStyleACard(ctx, caller, c.req.param('id'));
    const organization = ctx.storage
      .collection<OrganizationRecord>('a.organizations')
      .get(card.organizationId);
    if (!organization?.pciRevealEnabled) {
      throw new DomainError(
        'forbidden',
        'this organization is not enabled for PCI reveal (pciRevealEnabled is false): use GET /v1/cards/{id}/secure-details and the hosted widget',
      );
    }
    const body = await readJsonBody(c);
    const encryption = body.encryption;
    if (typeof encryption !== 'object' || encryption === null || Array.isArray(encryption)) {
      throw new DomainError(
        'invalid',
        'encryption.public_key_pem is required (an RSA public key in SPKI PEM form)',
        {
          field: 'encryption.public_key_pem',
        },
      );
    }
    const publicKey = await importRevealPublicKey((encryption as Record<string, unknown>).public_key_pem);
    const secrets = styleACardSecrets(ctx).get(card.id);
    if (!secrets) throw new DomainError('not_found', `card ${card.id} not found`);
    const envelope = await encryptPaymentDetails(publicKey, {
      pan: secrets.cardNumber,
      cvv: secrets.cvv,
      expMonth: secrets.expMonth,
      expYear: secrets.expYear,
      bin: secrets.cardNumber.slice(0, 6),
      lastFour: secrets.cardNumber.slice(-4),
      cardId: card.id,
    });
    c.header('cache-control', 'no-store');
    return success(c, envelope);
  });
}
