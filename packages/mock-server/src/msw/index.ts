export { createMockHandlers, type MockHandlersOptions } from './create-mock-handlers';
