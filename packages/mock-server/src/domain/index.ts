export * from './clock';
export * from './errors';
export * from './idempotency';
export * from './ids';
export * from './ledger';
export * from './money';
export * from './storage';
