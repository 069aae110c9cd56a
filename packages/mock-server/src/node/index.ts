// The store's interface, so the node entry's declarations name a public type (no TS2742 for users).

export type { KeptEntry, SandboxStore } from '../app/sandbox-registry';
export type { Storage, StorageMeta, StorageSnapshot } from '../domain/storage';
export { type ListeningMock, type ListenOptions, listen } from './listen';
export { SandboxFileError } from './sandbox-file-error';
export { readKeptSandboxes, readKeptSandboxesInParallel } from './sandbox-files';
export { createSqliteSandboxStore } from './sqlite-sandbox-store';
export { createSqliteStorage, type SqliteStorage, type SqliteStorageOptions } from './sqlite-storage';
