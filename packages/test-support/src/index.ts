export {
  CONTROL,
  controlCalls,
  frozenMockFor,
  type LoggedRequest,
  MOCK_ORIGIN,
  T0,
  THROUGH_PRISM,
} from './sdk-test-mock';
