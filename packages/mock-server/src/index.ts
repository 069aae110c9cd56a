/**
 * @card-issuance/mock-server: a stateful mock of the card issuance service.
 *
 * @example
 * import { createMock, createClock } from '@card-issuance/mock-server';
 * const mock = createMock({ clock: createClock({ frozenAt: Date.now() }) });
 * const response = await mock.fetch(`http://127.0.0.1:4010/style-b/v1/oauth/authorize?clientId=${mock.seeded.styleB.clientId}`);
 */
export {
  createMock,
  type Fault,
  type FaultEffect,
  type FaultMatch,
  type Mock,
  type MockConfig,
  type MockLimits,
  type MockOptions,
  type RequestLogEntry,
  type SeededSandbox,
} from './app';
export { type DocsAssets, fileDocsAssets, type OpenApiDocument } from './docs';
export {
  type ClockOptions,
  type ClockState,
  type ControllableClock,
  createClock,
  createMemoryStorage,
  type DomainEvent,
  type DomainSettings,
  type Storage,
  type StorageMeta,
  type StorageSnapshot,
} from './domain';
