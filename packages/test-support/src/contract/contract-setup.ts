import { createClock, createMock } from '@card-issuance/mock-server';
import type { TestProject } from 'vitest/node';
import { serveThroughPrism } from './prism-stack';

/** The contract mock's clock starts frozen here, like the suites' own `frozenMock()`. */
export const CONTRACT_T0 = Date.parse('2026-01-01T00:00:00Z');

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
    const stack = await serveThroughPrism(mock, style).catch((error: unknown) => {
      mock.close();
      throw error;
    });
    project.provide('contract', stack.config);
    return async () => {
      await stack.stop();
      mock.close();
      const violations = stack.violations();
      if (violations.length > 0)
        throw new Error(`Prism logged ${violations.length} contract violation(s):\n${violations.join('\n')}`);
    };
  };
}
