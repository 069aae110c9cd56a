import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createClock, createMock } from '../../src';
import { BASE_PATHS } from '../../src/app/style-of-path';
import { listen } from '../../src/node';
import { type PrismProxy, startPrismProxy } from './prism-proxy';
import type { ContractConfig } from './provided-context';

/** The contract mock's clock starts frozen here, like the suites' own `frozenMock()`. */
export const CONTRACT_T0 = Date.parse('2026-01-01T00:00:00Z');

const SPECS = join(import.meta.dirname, '../../../../specs');

/**
 * A vitest `globalSetup` for a contract project: one mock on a free port, then `prism proxy --errors` for
 * the style's spec (upstream: the mock's `/style-a` or `/style-b`) and one for the control API (upstream:
 * `/_mock`), provided to the suites as `inject('contract')`. Teardown stops them and fails the run if Prism
 * logged any violation, whoever sent the request.
 *
 * @example
 * // test/support/contract-setup.ts, named in vitest.contract.config.ts's `globalSetup`
 * export const setup = contractSetup('b');
 */
export function contractSetup(style: 'a' | 'b') {
  return async (project: TestProject) => {
    const mock = createMock({ clock: createClock({ frozenAt: CONTRACT_T0 }) });
    const server = await listen(mock, { port: 0 });
    const proxies: PrismProxy[] = [];
    const started = (proxy: PrismProxy) => {
      proxies.push(proxy);
      return proxy;
    };
    const stop = async () => {
      await Promise.all(proxies.map((proxy) => proxy.stop()));
      await server.close();
      mock.close();
    };
    try {
      // Started together (each takes a second or more to read its spec), and both settled before any
      // failure is thrown, so the catch below stops whichever did start.
      const [styleProxy, controlProxy] = await Promise.allSettled([
        startPrismProxy({
          spec: join(SPECS, `style-${style}.openapi.yaml`),
          upstream: `${server.origin}${BASE_PATHS[style]}`,
        }).then(started),
        startPrismProxy({
          spec: join(SPECS, 'mock-control.openapi.yaml'),
          upstream: `${server.origin}${BASE_PATHS.control}`,
        }).then(started),
      ]);
      if (styleProxy.status === 'rejected') throw styleProxy.reason;
      if (controlProxy.status === 'rejected') throw controlProxy.reason;
      const config = mock.config(server.origin);
      const contract: ContractConfig = {
        ...config,
        controlUrl: controlProxy.value.url,
        ...(style === 'a'
          ? { styleA: { ...config.styleA, baseUrl: styleProxy.value.url } }
          : { styleB: { ...config.styleB, baseUrl: styleProxy.value.url } }),
      };
      project.provide('contract', contract);
    } catch (error) {
      await stop();
      throw error;
    }
    return async () => {
      await stop();
      const violations = proxies.flatMap((proxy) => proxy.violations());
      if (violations.length > 0)
        throw new Error(`Prism logged ${violations.length} contract violation(s):\n${violations.join('\n')}`);
    };
  };
}
