export { expect } from '@playwright/test';
export {
  globalSetup,
  PAGE_GLOBAL,
  type SandboxTestFixtures,
  type SandboxWorkerFixtures,
  test,
} from './sandbox-test';
export { type StartedCliMock, startCliMock } from './start-cli-mock';
