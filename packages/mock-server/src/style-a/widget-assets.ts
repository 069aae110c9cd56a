/**
 * The hosted widget script (reveal Method 1): `CardIssuanceWidget.mount(target, {token, iframeOrigin})` puts
 * the secure iframe in the page, so the embedding page never handles card data. `framePath` is the frame's
 * path on the iframe origin: the sandbox's own (`/sandboxes/{id}/style-a/widget/v1/frame`), whose tokens
 * only it knows.
 *
 * @example
 * c.body(widgetScript('/style-a/widget/v1/frame'), 200, { 'content-type': 'text/javascript' });
 */
export const widgetScript = (framePath: string): string => `(function () {
  window.CardIssuanceWidget = {
    mount: function (target, options) {
      var container = typeof target === 'string' ? document.querySelector(target) : target;
      var frame = document.createElement('iframe');
      frame.src = options.iframeOrigin + ${JSON.stringify(framePath)} + '?token=' + encodeURIComponent(options.token);
      frame.title = 'Card details';
      frame.width = '380';
      frame.height = '170';
      frame.style.border = '0';
      container.appendChild(frame);
      return frame;
    },
  };
})();
`;

/**
 * The origin the secure iframe is served from: the mock's own port under the other loopback name, so the
 * embedding page (on 127.0.0.1 or localhost) and the iframe never share an origin, as with the real service.
 *
 * @example
 * iframeOriginFor('http://127.0.0.1:4010'); // 'http://localhost:4010'
 */
export function iframeOriginFor(origin: string): string {
  const url = new URL(origin);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
}
