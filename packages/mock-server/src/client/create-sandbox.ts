import type { ControlParams, ControlResult } from './control-operation-types';
import { createMockControlClient, type MockControlClient } from './create-control-client';

/** A sandbox's configuration: its `GET /_mock/config` object plus `id`, `name`, `createdAt`, `expiresAt`. */
export type SandboxConfig = ControlResult<'createSandbox'>;

/** The options every SDK client takes that a sandbox fills in. */
interface SdkClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof globalThis.fetch;
}

/** The Style A roles a sandbox has a key for. */
export type StyleARole = keyof SandboxConfig['styleA']['apiKeys'];

/** A sandbox made in a running mock, with its typed control client. */
export interface MockSandbox {
  readonly id: string;
  readonly config: SandboxConfig;
  /** Its control API alone: `sandbox.control.clock.advance({ ms })` moves this sandbox's clock only. */
  readonly control: MockControlClient;
  /**
   * Ready SDK clients for this sandbox, from the factories you pass (the SDKs stay your dependencies,
   * never the mock's): its base URLs, its credentials (Style A: the `role`'s key, default DEVELOPER), and
   * the mock's `fetch` when the sandbox is in-process.
   *
   * @example
   * const { styleA, styleB } = sandbox.clients({ createStyleAClient, createStyleBClient });
   */
  clients<A = undefined, B = undefined>(factories: {
    createStyleAClient?: (options: SdkClientOptions) => A;
    createStyleBClient?: (options: SdkClientOptions) => B;
    role?: StyleARole;
  }): { styleA: A; styleB: B };
  /** Removes the sandbox from the mock. */
  delete(): Promise<void>;
}

/** Where the mock is, and what the new sandbox is made with. */
export interface CreateSandboxOptions extends Omit<ControlParams<'createSandbox'>, never> {
  /** The mock's control URL, e.g. `http://127.0.0.1:4010/_mock`. */
  url: string;
  token?: string;
  /** `mock.fetch` for an in-process mock; default the global `fetch`. */
  fetch?: typeof globalThis.fetch;
}

/**
 * Makes a sandbox in a running mock (`POST /_mock/sandboxes`) and answers a handle with its
 * configuration, its own typed control client and ready SDK clients (DECISIONS.md G-78, G-79).
 *
 * @example
 * import { createSandbox } from '@card-issuance/mock-server/client';
 * import { createStyleBClient } from '@card-issuance/sdk-style-b';
 *
 * const sandbox = await createSandbox({ url: 'http://127.0.0.1:4010/_mock', name: 'worker 1' });
 * const { styleB } = sandbox.clients({ createStyleBClient });
 * await sandbox.control.clock.advance({ ms: 2_000 });
 * await sandbox.delete();
 */
export async function createSandbox(options: CreateSandboxOptions): Promise<MockSandbox> {
  const { url, token, fetch, ...input } = options;
  const transport = { ...(token ? { token } : {}), ...(fetch ? { fetch } : {}) };
  const config = await createMockControlClient({ url, ...transport }).sandboxes.create(input);
  const control = createMockControlClient({ url: config.controlUrl, ...transport });
  return {
    id: config.id,
    config,
    control,
    clients({ createStyleAClient, createStyleBClient, role = 'DEVELOPER' }) {
      const key = config.styleA.apiKeys[role];
      const withFetch = fetch ? { fetch } : {};
      return {
        styleA: createStyleAClient?.({ baseUrl: config.styleA.baseUrl, ...key, ...withFetch }) as never,
        styleB: createStyleBClient?.({
          baseUrl: config.styleB.baseUrl,
          clientId: config.styleB.clientId,
          clientSecret: config.styleB.clientSecret,
          ...withFetch,
        }) as never,
      };
    },
    async delete() {
      await control.deleteSandbox();
    },
  };
}
