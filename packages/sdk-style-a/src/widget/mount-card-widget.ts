import { CardWidgetError } from './card-widget-error';
import { loadWidgetScript } from './load-widget-script';
import { checkSecureDetails, type SecureDetails, tokenExpiresAt } from './secure-details';

/**
 * Options of {@link mountCardWidget}; all optional.
 *
 * @example
 * const options: MountCardWidgetOptions = { receivedAt: Date.now(), signal: AbortSignal.timeout(10_000) };
 */
export interface MountCardWidgetOptions {
  /**
   * When the page received the details (epoch ms), so that a token held longer than `expires_in` is
   * refused here with `TOKEN_EXPIRED` instead of opening the widget's error page.
   * @default the first time these details were passed to mountCardWidget
   */
  receivedAt?: number;
  /**
   * Stops waiting for the hosted script; the mount rejects with the signal's reason.
   * @default undefined
   */
  signal?: AbortSignal;
  /**
   * The nonce of the `<script>` tag, for pages whose Content-Security-Policy allows scripts by nonce.
   * @default undefined
   */
  nonce?: string;
  /**
   * The clock expiry is measured with, epoch ms.
   * @default Date.now
   * @example
   * await mountCardWidget('#card', details, { now: () => testClock.now() });
   */
  now?: () => number;
}

/**
 * A mounted widget: the secure iframe (another origin; the page cannot read it) and how to remove it.
 *
 * @example
 * const widget = await mountCardWidget('#card', details);
 * widget.unmount();
 */
export interface CardWidget {
  /** The secure iframe the hosted script added. */
  readonly frame: HTMLIFrameElement | undefined;
  /** The card the token is bound to. */
  readonly cardId: string;
  /** When the token stops opening the card (epoch ms); reloading the frame after that shows an error. */
  readonly expiresAt: number;
  /**
   * Removes what the widget added to the target; calling it again does nothing.
   *
   * @example
   * const widget = await mountCardWidget(target, details);
   * widget.unmount();
   */
  unmount(): void;
}

function targetElement(target: string | Element): Element {
  if (typeof document === 'undefined') {
    throw new CardWidgetError('TARGET_NOT_FOUND', 'there is no document: mountCardWidget runs in a browser');
  }
  const element = typeof target === 'string' ? document.querySelector(target) : target;
  if (!element) throw new CardWidgetError('TARGET_NOT_FOUND', `no element matches the selector ${target}`);
  if (!element.isConnected) {
    throw new CardWidgetError('TARGET_NOT_FOUND', 'the target element is not attached to the document');
  }
  return element;
}

/**
 * Reveal Method 1 in the browser: loads the hosted script of `details.script_url` once (a `<script>` tag),
 * then mounts the secure iframe into `target` with `CardIssuanceWidget.mount(target, {token, iframeOrigin})`.
 * The card data stays inside the iframe, on another origin; your page never handles it. Rejects with
 * {@link CardWidgetError}: `TARGET_NOT_FOUND`, `SCRIPT_LOAD_FAILED`, `WIDGET_UNAVAILABLE`, `TOKEN_EXPIRED`,
 * `INVALID_DETAILS`. A token that the service no longer accepts (its clock, not the page's) makes the
 * iframe show the service's error page.
 *
 * @example
 * import { mountCardWidget } from '@card-issuance/sdk-style-a/widget';
 *
 * // details: what your server got from client.cards.getSecureDetailsToken(cardId)
 * const widget = await mountCardWidget('#card', details, { receivedAt });
 * hideButton.onclick = () => widget.unmount();
 */
export async function mountCardWidget(
  target: string | Element,
  details: SecureDetails,
  options: MountCardWidgetOptions = {},
): Promise<CardWidget> {
  checkSecureDetails(details);
  const now = options.now ?? Date.now;
  const expiresAt = tokenExpiresAt(details, options.receivedAt, now());
  const expired = () => {
    if (now() < expiresAt) return;
    throw new CardWidgetError(
      'TOKEN_EXPIRED',
      `the token of card ${details.card_id} expired ${Math.round((now() - expiresAt) / 1000)} s ago (it lasts ${details.expires_in} s): get a new one with cards.getSecureDetailsToken`,
    );
  };
  expired();
  const element = targetElement(target);
  const widget = await loadWidgetScript(details.script_url, { nonce: options.nonce, signal: options.signal });
  expired();
  const before = new Set(element.children);
  const mounted = widget.mount(element, { token: details.token, iframeOrigin: details.iframe_origin });
  const added = [...element.children].filter((child) => !before.has(child));
  const frame =
    mounted instanceof HTMLIFrameElement
      ? mounted
      : added.find((child) => child instanceof HTMLIFrameElement);
  return {
    frame: frame as HTMLIFrameElement | undefined,
    cardId: details.card_id,
    expiresAt,
    unmount() {
      for (const child of added) child.remove();
      frame?.remove();
    },
  };
}
