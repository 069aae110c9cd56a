import {
  zReceiveCardrailCallbackBody,
  zReceiveVeritasCallbackBody,
  zReceiveWalletkitCallbackBody,
} from '@card-issuance/contracts/style-a-zod';
import type { Context } from 'hono';
import { DomainError } from '../../domain';
import { receiveEventCallback, receiveKycCallback, verifyCallbackSignature } from '../../domain/applicants';
import { providerNames } from '../../domain/tenants';
import { checkJsonContentType, parseJsonObject } from '../../http';
import { success } from '../envelope';
import { styleAInput } from '../request-input';
import type { StyleAOperationKit } from '../style-a-app';

/** When the legacy `/webhooks/<kyc_provider>` path was deprecated (G-2): 2025-01-01T00:00:00Z. */
export const LEGACY_CALLBACK_DEPRECATED_AT = 1_735_689_600;

/**
 * The inbound provider callbacks (part 4.4, A-19, A-34), no bearer token: `POST /v1/webhooks/<kyc_provider>`
 * (`x-<kyc_provider>-signature`), `/v1/webhooks/<issuer>` (`x-<issuer>-signature`) and
 * `/v1/webhooks/<wallet_provider>` (`x-<wallet_provider>-signature-256: sha256=<hex>`), each checked against
 * the organizations' secrets before the body is parsed, plus the deprecated `/webhooks/<kyc_provider>`
 * with `Deprecation` and `Link` headers (G-2). Provider names are read per request (G-10).
 *
 * @example
 * callbackRoutes({ app, ctx, baseUrl, authenticate });
 */
export function callbackRoutes({ app, ctx, baseUrl }: StyleAOperationKit): void {
  const receive = async (c: Context, provider: string) => {
    const names = providerNames(ctx);
    const raw = await c.req.text();
    checkJsonContentType(c); // G-17, as for every other body
    // The signature is checked over the raw body first; only then is the body parsed and validated.
    if (provider === names.kyc) {
      const signer = await verifyCallbackSignature(ctx, 'kyc', raw, c.req.header(`x-${names.kyc}-signature`));
      const payload = parseJsonObject(raw);
      const callback = styleAInput(c, { body: zReceiveVeritasCallbackBody }, payload);
      receiveKycCallback(ctx, signer, callback, payload);
    } else if (provider === names.issuer) {
      const header = c.req.header(`x-${names.issuer}-signature`);
      const signer = await verifyCallbackSignature(ctx, 'issuer', raw, header);
      const payload = parseJsonObject(raw);
      styleAInput(c, { body: zReceiveCardrailCallbackBody }, payload);
      receiveEventCallback(ctx, 'issuer', signer, payload);
    } else if (provider === names.wallet) {
      const header = c.req.header(`x-${names.wallet}-signature-256`);
      const hex = header?.startsWith('sha256=') ? header.slice('sha256='.length) : undefined;
      const signer = await verifyCallbackSignature(ctx, 'wallet', raw, hex);
      const payload = parseJsonObject(raw);
      styleAInput(c, { body: zReceiveWalletkitCallbackBody }, payload);
      receiveEventCallback(ctx, 'wallet', signer, payload);
    } else {
      throw new DomainError('not_found', `endpoint not found: POST ${new URL(c.req.url).pathname}`);
    }
    return success(c, { received: true });
  };

  app.post('/v1/webhooks/:provider', (c) => receive(c, c.req.param('provider')));

  app.use('/webhooks/:provider', async (c, next) => {
    await next();
    if (c.req.param('provider') !== providerNames(ctx).kyc) return;
    c.res.headers.set('Deprecation', `@${LEGACY_CALLBACK_DEPRECATED_AT}`);
    c.res.headers.set(
      'Link',
      `<${baseUrl()}/v1/webhooks/${providerNames(ctx).kyc}>; rel="successor-version"`,
    );
  });
  app.post('/webhooks/:provider', (c) => {
    const provider = c.req.param('provider');
    if (provider !== providerNames(ctx).kyc) {
      throw new DomainError('not_found', `endpoint not found: POST ${new URL(c.req.url).pathname}`);
    }
    return receive(c, provider);
  });
}
