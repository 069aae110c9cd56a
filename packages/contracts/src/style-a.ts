export * from './generated/style-a-operations';
