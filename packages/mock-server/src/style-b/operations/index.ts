export { styleBOperations } from './style-b-operations';
