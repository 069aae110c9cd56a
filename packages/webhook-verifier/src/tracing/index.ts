export { type DeliveryTrace, receiveDeliveryTrace } from './delivery-trace';
export { loadOpenTelemetry, type OpenTelemetry, openTelemetry } from './open-telemetry';
export { formatTraceparent, newSpanId, newTraceId, parseTraceparent, type TraceParent } from './traceparent';
