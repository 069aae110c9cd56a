export { STYLE_A_OPERATIONS, type StyleAOperationId } from './generated/style-a-operations';
