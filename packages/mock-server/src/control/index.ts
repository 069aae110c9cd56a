export { createControlApp } from './control-app';
export { type ControlErrorCode, controlError, controlFailure, controlSuccess } from './control-envelope';
export type { ControlDependencies } from './control-kit';
