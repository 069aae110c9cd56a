export { STYLE_B_OPERATIONS, type StyleBOperationId } from './generated/style-b-operations';
