export type { ControlFetch, ControlTransport } from './bind-control-operation';
export { MockControlError } from './control-error';
export type {
  ControlCallOptions,
  ControlMethod,
  ControlOperationId,
  ControlParams,
  ControlResult,
} from './control-operation-types';
export {
  createMockControlClient,
  type MockControlClient,
  type MockControlClientOptions,
} from './create-control-client';
export {
  type CreateSandboxOptions,
  createSandbox,
  type MockSandbox,
  type SandboxConfig,
  type StyleARole,
} from './create-sandbox';
export { MOCK_URL_ENV, mockControlUrl } from './mock-control-url';
