import type { StyleAOperations } from '../style-a-app';
import { applicantHandlers } from './applicant-routes';
import { callbackHandlers, legacyCallbackHeaders } from './callback-routes';
import { cardHandlers } from './card-routes';
import { hostedVerificationRoutes } from './hosted-verification-routes';
import { organizationHandlers } from './organization-routes';
import { revealHandlers, widgetRoutes } from './reveal-routes';
import { spendControlHandlers } from './spend-control-routes';
import { tokenHandlers } from './token-routes';
import { webhookSubscriptionHandlers } from './webhook-subscription-routes';

/**
 * Every Style A operation of the spec, by handler, and the routes outside it (the widget, the hosted
 * verification page).
 *
 * @example
 * createStyleAApp(deps, '/style-a', styleAOperations);
 */
export const styleAOperations: StyleAOperations = (kit) => {
  legacyCallbackHeaders(kit);
  widgetRoutes(kit);
  hostedVerificationRoutes(kit);
  kit.bind({
    ...tokenHandlers(kit),
    ...organizationHandlers(kit),
    ...applicantHandlers(kit),
    ...spendControlHandlers(kit),
    ...cardHandlers(kit),
    ...revealHandlers(kit),
    ...webhookSubscriptionHandlers(),
    ...callbackHandlers(kit),
  });
};
