import type { components } from '@card-issuance/contracts/mock-control-types';

type Schemas = components['schemas'];

/**
 * What the docs pages show of the mock's connection details and seeded credentials, as the control spec
 * states them (`GET /_mock/config`, the CLI's `--json` line). The app passes its `MockConfig` in, so the
 * compiler checks that it answers what the spec promises; docs/ never imports app/, which composes it.
 *
 * @example
 * const config: MockConfig = mock.config();
 * config.styleA.baseUrl; // 'http://127.0.0.1:4010/style-a'
 */
export interface MockConfig {
  controlUrl: Schemas['Config']['controlUrl'];
  styleA: Pick<Schemas['StyleAConfig'], 'baseUrl' | 'apiKeys' | 'organizations' | 'sampleApplicant'>;
  styleB: Omit<Schemas['StyleBConfig'], 'otherProgram' | 'bins'>;
}
