export { failure, SUCCESS_CODE, success } from './envelope';
export { type StyleBFailure, styleBFailure } from './error-codes';
export { createStyleBApp, type StyleBDependencies, type StyleBOperations } from './style-b-app';
