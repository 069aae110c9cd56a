/**
 * What the store uses of a node-redis client (`redis` 4 to 6, `createClient()`): `sendCommand`, one raw
 * command per call. Described here so the package needs neither client's types.
 */
export interface NodeRedisClient {
  sendCommand(args: string[]): Promise<unknown>;
}

/** What the store uses of an ioredis client (`ioredis` 5 and 6, `new Redis()` or `new Cluster()`): `call`. */
export interface IoRedisClient {
  call(command: string, ...args: string[]): Promise<unknown>;
}

/** A connected node-redis or ioredis client. */
export type RedisClient = NodeRedisClient | IoRedisClient;

/** One raw Redis command: `['SET', key, value, ...]`, answered with the server's reply. */
export type RedisCommand = (args: [string, ...string[]]) => Promise<unknown>;

/**
 * The raw command of either client, told apart by shape: ioredis has `call` (its `sendCommand` takes a
 * `Command` object, not an array), node-redis has `sendCommand(args)` and no `call`.
 *
 * @throws TypeError when `client` is neither (a wrapper, a pool, a client of another library).
 * @example
 * const command = redisCommandOf(createClient()); // node-redis
 * await command(['GET', 'key']);
 */
export function redisCommandOf(client: RedisClient): RedisCommand {
  const candidate = client as Partial<IoRedisClient & NodeRedisClient> | null | undefined;
  if (typeof candidate?.call === 'function') {
    const io = client as IoRedisClient;
    return ([command, ...args]) => io.call(command, ...args);
  }
  if (typeof candidate?.sendCommand === 'function') {
    const node = client as NodeRedisClient;
    return (args) => node.sendCommand(args);
  }
  throw new TypeError(
    'createRedisDeduplicationStore needs a node-redis client (createClient() from `redis`) or an ioredis client (new Redis() from `ioredis`)',
  );
}
