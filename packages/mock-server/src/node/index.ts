// The store's interface, so the node entry's declarations name a public type (no TS2742 for users).
export type { Storage, StorageMeta, StorageSnapshot } from '../domain/storage';
export { type ListeningMock, type ListenOptions, listen } from './listen';
export { createSqliteStorage, type SqliteStorage } from './sqlite-storage';
