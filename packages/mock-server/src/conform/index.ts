export { compareRuns, type Difference } from './compare-runs';
export { type ConformLine, conformLines, conformTable } from './conform-report';
export type { CheckedExchange, ConformStyle, Exchange } from './exchange';
export { JourneyRun, type JourneyStop, need, type StateCheck, StepFailure } from './journey-run';
export { packagedSpec } from './packaged-spec';
export { isLoopback, ReadOnlyRefusal, Recorder } from './recording-fetch';
export { createResponseContract, envelopeCode, type ResponseContract } from './response-contract';
export {
  type ConformOptions,
  type ConformReport,
  type ConformRun,
  type ConformTarget,
  runConform,
  runJourney,
} from './run-conform';
export { createSpecSchemas, type OpenApiSpec, type SpecSchemas } from './spec-schemas';
export { styleAJourney, styleAJourneyClient } from './style-a-journey';
export { styleBJourney, styleBJourneyClient } from './style-b-journey';
