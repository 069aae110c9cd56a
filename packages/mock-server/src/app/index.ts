export { createMock, type Mock, type MockLimits, type MockOptions } from './create-mock';
export type { Fault, FaultEffect, FaultMatch } from './faults';
export type { MockConfig } from './mock-config';
export type { RequestLogEntry } from './request-log';
export type { SeededSandbox } from './seed';
