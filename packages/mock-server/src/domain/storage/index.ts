export { createMemoryStorage } from './memory-storage';
export type { Collection, Storage, StorageSnapshot } from './storage';
