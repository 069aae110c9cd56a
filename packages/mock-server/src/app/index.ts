export { createMock, type Mock, type MockLimits, type MockOptions } from './create-mock';
export type { Fault, FaultEffect, FaultMatch } from '../control/faults';
export type { MockConfig } from './mock-config';
export type { RequestLogEntry } from '../control/request-log';
export type { SeededSandbox } from './seed';
