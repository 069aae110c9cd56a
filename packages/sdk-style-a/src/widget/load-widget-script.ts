import { abortable } from '@card-issuance/sdk-core';
import { CardWidgetError } from './card-widget-error';
import type { HostedWidget } from './hosted-widget';

const loaded = new Map<string, Promise<HostedWidget>>();

function hostedWidget(): HostedWidget | undefined {
  const widget = (globalThis as { CardIssuanceWidget?: Partial<HostedWidget> }).CardIssuanceWidget;
  return typeof widget?.mount === 'function' ? (widget as HostedWidget) : undefined;
}

function inject(scriptUrl: string, nonce: string | undefined): Promise<HostedWidget> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      const widget = hostedWidget();
      if (widget) resolve(widget);
      else
        reject(
          new CardWidgetError(
            'WIDGET_UNAVAILABLE',
            `${scriptUrl} loaded but defined no CardIssuanceWidget.mount`,
          ),
        );
    };
    script.onerror = () => {
      script.remove();
      reject(
        new CardWidgetError(
          'SCRIPT_LOAD_FAILED',
          `could not load the widget script ${scriptUrl} (network error, or blocked by the page's Content-Security-Policy script-src)`,
        ),
      );
    };
    document.head.append(script);
  });
}

/**
 * Loads the hosted widget script once per URL with a `<script>` tag and answers its `CardIssuanceWidget`;
 * concurrent and later callers share the load. A failed load is forgotten, so the next call tries again.
 * The signal stops this caller's wait (rejecting with its reason), not the load.
 *
 * @example
 * const widget = await loadWidgetScript(details.script_url);
 */
export function loadWidgetScript(
  scriptUrl: string,
  options: { nonce?: string | undefined; signal?: AbortSignal | undefined } = {},
): Promise<HostedWidget> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  let load = loaded.get(scriptUrl);
  if (!load) {
    load = inject(scriptUrl, options.nonce);
    loaded.set(scriptUrl, load);
    load.catch(() => loaded.delete(scriptUrl));
  }
  return abortable(load, signal);
}
