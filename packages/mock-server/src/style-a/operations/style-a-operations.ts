import type { StyleAOperations } from '../style-a-app';
import { applicantRoutes } from './applicant-routes';
import { callbackRoutes } from './callback-routes';
import { cardRoutes } from './card-routes';
import { hostedVerificationRoutes } from './hosted-verification-routes';
import { revealRoutes } from './reveal-routes';
import { spendControlRoutes } from './spend-control-routes';
import { tenancyRoutes } from './tenancy-routes';
import { webhookSubscriptionRoutes } from './webhook-subscription-routes';

/**
 * Every protected Style A operation, resource by resource, and the provider callbacks.
 *
 * @example
 * createStyleAApp(deps, '/style-a', styleAOperations);
 */
export const styleAOperations: StyleAOperations = (kit) => {
  tenancyRoutes(kit);
  applicantRoutes(kit);
  spendControlRoutes(kit);
  cardRoutes(kit);
  revealRoutes(kit);
  webhookSubscriptionRoutes(kit);
  callbackRoutes(kit);
  hostedVerificationRoutes(kit);
};
