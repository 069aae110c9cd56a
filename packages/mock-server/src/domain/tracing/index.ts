export { type AttemptTrace, type AttemptTraceInput, DomainTracer, type TraceCause } from './domain-tracer';
