import { join } from 'node:path';
import type { Mock } from '@card-issuance/mock-server';
import { listen } from '@card-issuance/mock-server/node';
import { type PrismProxy, startPrismProxy } from './prism-proxy';
import type { ContractConfig } from './provided-context';

const SPECS = join(import.meta.dirname, '../../../../specs');

/** A mock served on a free port with `prism proxy --errors` in front of its style face and its control API. */
export interface PrismStack {
  /** Origin of the proxy for the style's spec (upstream: the mock's `/style-a` or `/style-b`). */
  styleUrl: string;
  /** Origin of the proxy for `mock-control.openapi.yaml` (upstream: the mock's `/_mock`). */
  controlUrl: string;
  /** The mock's config with the style's base URL and the control URL pointing at the proxies. */
  config: ContractConfig;
  /** Every violation either proxy logged so far. */
  violations(): string[];
  /** Stops both proxies (by pid) and the server; the mock itself stays open. */
  stop(): Promise<void>;
}

/**
 * Serves `mock` with `listen` on port 0 and starts one Prism proxy for the style's spec and one for the
 * control API's (started together: each reads its spec for a second or more before it listens).
 *
 * @example
 * const stack = await serveThroughPrism(createMock(), 'b');
 * await fetch(`${stack.controlUrl}/config`);
 * await stack.stop();
 * expect(stack.violations()).toEqual([]);
 */
export async function serveThroughPrism(mock: Mock, style: 'a' | 'b'): Promise<PrismStack> {
  const server = await listen(mock, { port: 0 });
  // Each proxy forwards to the base URL of its face (the mock's `/style-a`, `/style-b` or `/_mock`).
  const served = mock.config(server.origin);
  const proxies: PrismProxy[] = [];
  const started = (proxy: PrismProxy) => {
    proxies.push(proxy);
    return proxy;
  };
  const stop = async () => {
    await Promise.all(proxies.map((proxy) => proxy.stop()));
    await server.close();
  };
  try {
    // Both settled before any failure is thrown, so the catch below stops whichever did start.
    const [styleProxy, controlProxy] = await Promise.allSettled([
      startPrismProxy({
        spec: join(SPECS, `style-${style}.openapi.yaml`),
        upstream: style === 'a' ? served.styleA.baseUrl : served.styleB.baseUrl,
      }).then(started),
      startPrismProxy({
        spec: join(SPECS, 'mock-control.openapi.yaml'),
        upstream: served.controlUrl,
      }).then(started),
    ]);
    if (styleProxy.status === 'rejected') throw styleProxy.reason;
    if (controlProxy.status === 'rejected') throw controlProxy.reason;
    const styleUrl = styleProxy.value.url;
    const controlUrl = controlProxy.value.url;
    return {
      styleUrl,
      controlUrl,
      config: {
        ...served,
        controlUrl,
        ...(style === 'a'
          ? { styleA: { ...served.styleA, baseUrl: styleUrl } }
          : { styleB: { ...served.styleB, baseUrl: styleUrl } }),
      },
      violations: () => proxies.flatMap((proxy) => proxy.violations()),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
