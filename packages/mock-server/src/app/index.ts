export type { Fault, FaultEffect, FaultMatch } from '../control/faults';
export type { RequestLogEntry } from '../control/request-log';
export { createMock, type Mock, type MockLimits, type MockOptions } from './create-mock';
export type { MockConfig } from './mock-config';
export type { SeededSandbox } from './seed';
