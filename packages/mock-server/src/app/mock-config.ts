import type { SeededSandbox } from './seed';
import { BASE_PATHS } from './style-of-path';

/** The one JSON object the CLI prints with `--json` and `/_mock/config` answers (DESIGN.md part 4). */
export interface MockConfig {
  controlUrl: string;
  styleA: { baseUrl: string; apiKeys: SeededSandbox['styleA']['apiKeys'] };
  styleB: {
    baseUrl: string;
    productionBaseUrl: string;
    clientId: string;
    clientSecret: string;
    productionClientId: string;
    productionClientSecret: string;
    parentAccountId: string;
    webhookSecret: string;
    kycProvider: string;
  };
  seed: { styleB: { bins: SeededSandbox['styleB']['bins'] } };
}

/**
 * Builds the {@link MockConfig} for a mock reachable at `origin`.
 *
 * @example
 * mockConfig('http://127.0.0.1:4010', seeded, 'veritas').styleB.baseUrl; // 'http://127.0.0.1:4010/style-b'
 */
export function mockConfig(origin: string, seeded: SeededSandbox, kycProvider: string): MockConfig {
  const base = origin.replace(/\/+$/, '');
  const { bins, programId: _programId, ...styleB } = seeded.styleB;
  return {
    controlUrl: `${base}${BASE_PATHS.control}`,
    styleA: { baseUrl: `${base}${BASE_PATHS.a}`, apiKeys: seeded.styleA.apiKeys },
    styleB: {
      baseUrl: `${base}${BASE_PATHS.b}`,
      productionBaseUrl: `${base}${BASE_PATHS['b-production']}`,
      ...styleB,
      kycProvider,
    },
    seed: { styleB: { bins } },
  };
}
