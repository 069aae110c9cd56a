export { createControlApp } from './control-app';
export { type ControlErrorCode, controlError, controlFailure, controlSuccess } from './control-envelope';
export { CONTROL_FACE } from './control-face';
export type { ControlDependencies } from './control-kit';
