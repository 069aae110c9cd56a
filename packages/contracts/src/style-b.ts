export * from './generated/style-b-operations';
