export {
  createRedisDeduplicationStore,
  type RedisDeduplicationStoreOptions,
} from './create-redis-deduplication-store';
export type { IoRedisClient, NodeRedisClient, RedisClient } from './redis-client';
