import {
  zReceiveCardrailCallbackBody,
  zReceiveVeritasCallbackBody,
  zReceiveWalletkitCallbackBody,
} from '@card-issuance/contracts/style-a-zod';
import type { Context } from 'hono';
import { DomainError } from '../../domain';
import { receiveEventCallback, receiveKycCallback, verifyCallbackSignature } from '../../domain/applicants';
import { providerNames } from '../../domain/organizations';
import { bodyTextOf, type Call, checkJsonContentType, parseJsonObject } from '../../http';
import type { StyleAOperationKit } from '../style-a-app';
import type { StyleAHandlers } from '../style-a-binding';

/** When the legacy `/webhooks/<kyc_provider>` path was deprecated (G-2): 2025-01-01T00:00:00Z. */
export const LEGACY_CALLBACK_DEPRECATED_AT = 1_735_689_600;

const notFound = (c: Context) =>
  new DomainError('not_found', `endpoint not found: POST ${new URL(c.req.url).pathname}`);

/**
 * The inbound provider callbacks (part 4.4, A-19, A-34), no bearer token: `POST /v1/webhooks/<kyc_provider>`
 * (`x-<kyc_provider>-signature`), `/v1/webhooks/<issuer>` (`x-<issuer>-signature`) and
 * `/v1/webhooks/<wallet_provider>` (`x-<wallet_provider>-signature-256: sha256=<hex>`), each checked against
 * the organizations' secrets before the body is parsed, plus the deprecated `/webhooks/<kyc_provider>`
 * with `Deprecation` and `Link` headers (G-2). Provider names are read per request (G-10), so the three
 * share one route and the body is the handler's to read (`body: 'raw'`).
 *
 * @example
 * kit.bind({ ...callbackHandlers(kit), ...otherHandlers });
 */
export function callbackHandlers({ ctx }: StyleAOperationKit) {
  const receive = async (provider: string | undefined, { c, parse }: Call<undefined>) => {
    const names = providerNames(ctx);
    // Read once for everyone (the request log keeps it too).
    const raw = await bodyTextOf(c.req.raw);
    checkJsonContentType(c); // G-17, as for every other body
    // The signature is checked over the raw body first; only then is the body parsed and validated.
    if (provider === names.kyc) {
      const signer = await verifyCallbackSignature(ctx, 'kyc', raw, c.req.header(`x-${names.kyc}-signature`));
      const payload = parseJsonObject(raw);
      const callback = parse({ body: zReceiveVeritasCallbackBody }, payload);
      receiveKycCallback(ctx, signer, callback, payload);
    } else if (provider === names.issuer) {
      const header = c.req.header(`x-${names.issuer}-signature`);
      const signer = await verifyCallbackSignature(ctx, 'issuer', raw, header);
      const payload = parseJsonObject(raw);
      parse({ body: zReceiveCardrailCallbackBody }, payload);
      receiveEventCallback(ctx, 'issuer', signer, payload);
    } else if (provider === names.wallet) {
      const header = c.req.header(`x-${names.wallet}-signature-256`);
      const hex = header?.startsWith('sha256=') ? header.slice('sha256='.length) : undefined;
      const signer = await verifyCallbackSignature(ctx, 'wallet', raw, hex);
      const payload = parseJsonObject(raw);
      parse({ body: zReceiveWalletkitCallbackBody }, payload);
      receiveEventCallback(ctx, 'wallet', signer, payload);
    } else {
      throw notFound(c);
    }
    return { received: true };
  };
  return {
    receiveVeritasCallback: {
      route: '/v1/webhooks/:provider',
      body: 'raw',
      handle: (_input, call) => receive(call.c.req.param('provider'), call),
    },
    receiveCardrailCallback: { servedBy: 'receiveVeritasCallback' },
    receiveWalletkitCallback: { servedBy: 'receiveVeritasCallback' },
    receiveLegacyVeritasCallback: {
      route: '/webhooks/:provider',
      body: 'raw',
      handle: (_input, call) => {
        const provider = call.c.req.param('provider');
        if (provider !== providerNames(ctx).kyc) throw notFound(call.c);
        return receive(provider, call);
      },
    },
  } satisfies Partial<StyleAHandlers>;
}

/**
 * The `Deprecation` and `Link` headers of the legacy callback path (G-2), registered before the operations
 * so they wrap its answer.
 *
 * @example
 * legacyCallbackHeaders(kit);
 */
export function legacyCallbackHeaders({ app, ctx, baseUrl }: StyleAOperationKit): void {
  app.use('/webhooks/:provider', async (c, next) => {
    await next();
    if (c.req.param('provider') !== providerNames(ctx).kyc) return;
    c.res.headers.set('Deprecation', `@${LEGACY_CALLBACK_DEPRECATED_AT}`);
    c.res.headers.set(
      'Link',
      `<${baseUrl()}/v1/webhooks/${providerNames(ctx).kyc}>; rel="successor-version"`,
    );
  });
}
