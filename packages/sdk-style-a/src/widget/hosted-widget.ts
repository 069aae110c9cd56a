/**
 * What the hosted script at `script_url` defines on `window` (DECISIONS.md A-46): `mount` puts the secure
 * iframe into the target and answers it.
 *
 * @example
 * const frame = (window as unknown as { CardIssuanceWidget: HostedWidget }).CardIssuanceWidget.mount(el, { token, iframeOrigin });
 */
export interface HostedWidget {
  /**
   * Puts the secure iframe showing the card into `target` and answers it.
   *
   * @example
   * const frame = hosted.mount(document.querySelector('#card')!, { token, iframeOrigin });
   */
  mount(target: Element, options: { token: string; iframeOrigin: string }): unknown;
}
