import type { MockConfig } from '@card-issuance/mock-server';

/** What a contract project's globalSetup provides: the mock's config, its URLs pointing at Prism proxies. */
export type ContractConfig = MockConfig;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in contract projects only: the style's base URL and the control URL are Prism proxies. */
    contract: ContractConfig;
  }
}
