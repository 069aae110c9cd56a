export { FAST_RETRY } from './fast-retry';
export {
  operationsOf,
  readmeMethodRows,
  sentByMethod,
  type TableOperation,
  templateOf,
} from './method-routes';
export { expectEveryOperationBound, type OperationCoverage, operationCoverage } from './operation-coverage';
export { expectEveryVerifierError } from './verifier-errors';
