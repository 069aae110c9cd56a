import {
  zCreatePaymentDetailsBody,
  zCreatePaymentDetailsPath,
  zGetSecureDetailsPath,
} from '@card-issuance/contracts/style-a-zod';
import { cardSecretsOf, createRevealToken, openRevealToken, requireProgramCard } from '../../domain/cards';
import { DomainError } from '../../domain/errors';
import { encryptPaymentDetails, importRevealPublicKey } from '../../domain/reveal';
import { type OrganizationRecord, requireRole } from '../../domain/tenants';
import { CARD_DETAILS_HEADERS, cardDetailsPage } from '../../http';
import { success } from '../envelope';
import { OPERATION_ROLES } from '../operation-roles';
import { styleARequest } from '../request-input';
import type { StyleAOperationKit } from '../style-a-app';
import { iframeOriginFor, WIDGET_SCRIPT } from '../widget-assets';

/**
 * Card reveal, Method 2 (interface-spec.md 4.3, DECISIONS.md A-15): `POST /v1/cards/{id}/payment-details`
 * answers the card's number, CVV and expiry encrypted to the caller's RSA key (a fresh AES-256-GCM key and IV
 * every time), never cached; 403 when the organization is not enabled for PCI reveal, 404 out of scope.
 *
 * @example
 * revealRoutes(kit);
 */
export function revealRoutes({ app, ctx, authenticate }: StyleAOperationKit): void {
  // Method 1: a token for the hosted widget; the card data only ever appears inside its iframe.
  app.get('/v1/cards/:id/secure-details', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['GET /v1/cards/{id}/secure-details']);
    const { id } = await styleARequest(c, { path: zGetSecureDetailsPath });
    const card = requireProgramCard(ctx, caller, id);
    const { token, expiresIn } = createRevealToken(ctx, card);
    const origin = new URL(c.req.url).origin;
    return success(c, {
      token,
      expires_in: expiresIn,
      card_id: card.id,
      script_url: `${origin}/style-a/widget/v1/card-widget.js`,
      iframe_origin: iframeOriginFor(origin),
    });
  });
  app.get('/widget/v1/card-widget.js', (c) =>
    c.body(WIDGET_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/widget/v1/frame', (c) => {
    for (const [name, value] of Object.entries(CARD_DETAILS_HEADERS)) c.header(name, value);
    const opened = openRevealToken(ctx, c.req.query('token') ?? '');
    const details = opened && {
      number: opened.secrets.cardNumber,
      expiry: `${String(opened.card.expMonth).padStart(2, '0')}/${opened.card.expYear}`,
      cvv: opened.secrets.cvv,
    };
    return c.html(cardDetailsPage(details), details ? 200 : 401);
  });

  app.post('/v1/cards/:id/payment-details', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['POST /v1/cards/{id}/payment-details']);
    // The card (404), then the organization's switch (403), then the body (400).
    const { id } = await styleARequest(c, { path: zCreatePaymentDetailsPath });
    const card = requireProgramCard(ctx, caller, id);
    const organization = ctx.storage.collection<OrganizationRecord>('a.organizations').get(card.tenantId);
    if (!organization?.pciRevealEnabled) {
      throw new DomainError(
        'forbidden',
        'this organization is not enabled for PCI reveal (pciRevealEnabled is false): use GET /v1/cards/{id}/secure-details and the hosted widget',
      );
    }
    const { encryption } = await styleARequest(c, { body: zCreatePaymentDetailsBody });
    const publicKey = await importRevealPublicKey(encryption.public_key_pem);
    const secrets = cardSecretsOf(ctx, card);
    const envelope = await encryptPaymentDetails(publicKey, {
      pan: secrets.cardNumber,
      cvv: secrets.cvv,
      expMonth: card.expMonth,
      expYear: card.expYear,
      bin: secrets.cardNumber.slice(0, 6),
      lastFour: secrets.cardNumber.slice(-4),
      cardId: card.id,
    });
    c.header('cache-control', 'no-store');
    return success(c, envelope);
  });
}
