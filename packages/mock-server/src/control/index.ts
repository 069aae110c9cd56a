export { type ControlDependencies, createControlApp } from './control-app';
export { type ControlErrorCode, controlError, controlFailure, data } from './control-envelope';
export { CONTROL_FACE } from './control-face';
export { steeringRoutes } from './steering-routes';
