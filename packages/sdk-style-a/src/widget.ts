/**
 * @card-issuance/sdk-style-a/widget: reveal Method 1 in the browser. Mounts the hosted card widget with
 * the answer of `client.cards.getSecureDetailsToken(cardId)`; DOM only, no client, no Node.
 *
 * @example
 * import { mountCardWidget, CardWidgetError } from '@card-issuance/sdk-style-a/widget';
 */
export { CardWidgetError, type CardWidgetErrorCode } from './widget/card-widget-error';
export type { HostedWidget } from './widget/hosted-widget';
export { loadWidgetScript } from './widget/load-widget-script';
export {
  type CardWidget,
  type MountCardWidgetOptions,
  mountCardWidget,
} from './widget/mount-card-widget';
export type { SecureDetails } from './widget/secure-details';
