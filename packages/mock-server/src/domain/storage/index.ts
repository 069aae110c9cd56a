export { createMemoryStorage, type MemoryStorageOptions } from './memory-storage';
export {
  type Collection,
  type CollectionSpec,
  defineCollection,
  type IndexedCollection,
  type IndexKeyOf,
  type IndexKeysOf,
  type IndexPage,
  indexKey,
  type KeysetPage,
  type Storage,
  type StorageMeta,
  type StorageSnapshot,
} from './storage';
