import { cardSecretsOf, createRevealToken, requireProgramCard } from '../../domain/cards';
import { DomainError } from '../../domain/errors';
import type { Caller, OrganizationRecord } from '../../domain/organizations';
import { encryptPaymentDetails, importRevealPublicKey } from '../../domain/reveal';
import { type Call, cardDetailsResponse, handedOutUrl, reply, requestId } from '../../http';
import type { StyleAOperationKit } from '../style-a-app';
import type { StyleAHandlers } from '../style-a-binding';
import { iframeOriginFor, widgetScript } from '../widget-assets';

/**
 * Card reveal. Method 1: `GET /v1/cards/{id}/secure-details` answers a token
 * for the hosted widget; the card data only ever appears inside its iframe. Method 2:
 * `POST /v1/cards/{id}/payment-details` answers the card's number, CVV and expiry encrypted to the caller's
 * RSA key (a fresh AES-256-GCM key and IV every time), never cached; 403 when the organization is not
 * enabled for PCI reveal, 404 out of scope.
 *
 * @example
 * kit.bind({ ...revealHandlers(kit), ...otherHandlers });
 */
export function revealHandlers({ ctx, baseUrl }: StyleAOperationKit) {
  return {
    getSecureDetails: ({ id }, { principal, c }) => {
      const card = requireProgramCard(ctx, principal, id);
      const { token, expiresIn } = createRevealToken(ctx, card);
      return {
        token,
        expires_in: expiresIn,
        card_id: card.id,
        script_url: handedOutUrl(c.req.url, baseUrl(), '/widget/v1/card-widget.js'),
        iframe_origin: iframeOriginFor(new URL(c.req.url).origin),
      };
    },
    // The card (404), then the organization's switch (403), then the body (400).
    createPaymentDetails: {
      locate: {
        run: ({ id }: { id: string }, { principal }: Call<Caller>) => {
          const card = requireProgramCard(ctx, principal, id);
          const organization = ctx.storage
            .collection<OrganizationRecord>('a.organizations')
            .get(card.tenantId);
          if (!organization?.pciRevealEnabled) {
            throw new DomainError(
              'forbidden',
              'this organization is not enabled for PCI reveal (pciRevealEnabled is false): use GET /v1/cards/{id}/secure-details and the hosted widget',
            );
          }
          return card;
        },
      },
      handle: async ({ encryption }, { located: card }) => {
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
        return reply(envelope, { headers: { 'cache-control': 'no-store' } });
      },
    },
  } satisfies Partial<StyleAHandlers>;
}

/**
 * The hosted widget of Method 1, outside the spec: its script, and the frame that shows the card
 * data for a reveal token.
 *
 * @example
 * widgetRoutes(kit);
 */
export function widgetRoutes({ app, ctx, baseUrl }: StyleAOperationKit): void {
  app.get('/widget/v1/card-widget.js', requestId(), (c) =>
    c.body(widgetScript(`${new URL(baseUrl()).pathname}/widget/v1/frame`), 200, {
      'content-type': 'text/javascript; charset=utf-8',
    }),
  );
  app.get('/widget/v1/frame', requestId(), (c) => cardDetailsResponse(c, ctx));
}
