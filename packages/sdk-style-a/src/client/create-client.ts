import type { paths } from '@card-issuance/contracts/style-a-types';
import { type CachedToken, startClient } from '@card-issuance/sdk-core';
import type { Client } from 'openapi-fetch';
import { requestToken } from '../internal/request-token';
import { STYLE_A_POLICY } from '../internal/style-a-policy';
import { type ApplicantsResource, createApplicantsResource } from '../resources/applicants';
import { type AuthResource, createAuthResource } from '../resources/auth';
import { type CardholdersResource, createCardholdersResource } from '../resources/cardholders';
import { type CardsResource, createCardsResource } from '../resources/cards';
import { createKycResource, type KycResource } from '../resources/kyc';
import { createOrganizationsResource, type OrganizationsResource } from '../resources/organizations';
import { createProgramsResource, type ProgramsResource } from '../resources/programs';
import { createSpendControlsResource, type SpendControlsResource } from '../resources/spend-controls';
import { createWebhooksResource, type WebhooksResource } from '../webhooks/webhooks-resource';
import type { StyleAClientOptions } from './client-options';

/**
 * The Style A client: one typed method per operation, grouped by resource, plus the raw openapi-fetch
 * client. The inbound provider callbacks (sent by providers, not integrators) have no method.
 *
 * @example
 * const card = await client.cards.get(cardId);
 */
export interface StyleAClient {
  organizations: OrganizationsResource;
  programs: ProgramsResource;
  applicants: ApplicantsResource;
  kyc: KycResource;
  spendControls: SpendControlsResource;
  cardholders: CardholdersResource;
  cards: CardsResource;
  /** Verification of deliveries (default secret `webhookSecret`) and the subscription endpoint. */
  webhooks: WebhooksResource;
  /** The client's token, dashboard sign-in, invitations, the JWKS. */
  auth: AuthResource;
  /**
   * The typed openapi-fetch client on the same request path as the methods: bearer token added, one replay
   * after a 401 UNAUTHORIZED, retries for reads, PUT, DELETE and calls carrying an `Idempotency-Key` you
   * set. No envelope unwrapping, no generated keys. openapi-fetch's client is a separate file of the
   * package, loaded on the first call of `raw` (its middleware, `raw.use`, applies to `raw` calls only).
   */
  raw: Client<paths>;
}

/**
 * Creates a Style A client. The token (client credentials) is requested on the first call, shared by
 * concurrent calls, replaced shortly before `expires_in` runs out, and requested once more after a 401
 * UNAUTHORIZED, which replays the call once. Idempotency keys are generated where the spec takes one;
 * safe calls are retried. Throws a TypeError naming the option when the options are invalid.
 *
 * @example
 * import { createStyleAClient } from '@card-issuance/sdk-style-a';
 *
 * const client = createStyleAClient({ baseUrl: 'http://127.0.0.1:4010/style-a', clientId, clientSecret });
 * const applicant = await client.applicants.create({ type: 'INDIVIDUAL', first_name: 'Ada', last_name: 'Lovelace' });
 */
export function createStyleAClient(options: StyleAClientOptions): StyleAClient {
  const [core, binder] = startClient<paths, CachedToken>(options, STYLE_A_POLICY, requestToken);
  return {
    organizations: createOrganizationsResource(binder),
    programs: createProgramsResource(binder),
    applicants: createApplicantsResource(binder),
    kyc: createKycResource(binder),
    spendControls: createSpendControlsResource(binder),
    cardholders: createCardholdersResource(binder),
    cards: createCardsResource(binder),
    webhooks: createWebhooksResource(binder, options.webhookSecret),
    auth: createAuthResource(binder, (signal) => core.tokens.get(signal)),
    raw: core.raw,
  };
}
