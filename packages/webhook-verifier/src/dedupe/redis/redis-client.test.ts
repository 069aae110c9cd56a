import { describe, expect, it } from 'vitest';
import { createRedisDeduplicationStore } from './create-redis-deduplication-store';
import { type RedisClient, redisCommandOf } from './redis-client';

describe('redisCommandOf', () => {
  it("sends raw commands through ioredis's call (even beside its own sendCommand) and node-redis's sendCommand", async () => {
    const sent: unknown[] = [];
    const ioredis = {
      call: async (...args: string[]) => sent.push(['call', ...args]),
      sendCommand: () => expect.unreachable('ioredis sendCommand takes a Command object'),
    };
    const nodeRedis = { sendCommand: async (args: string[]) => sent.push(['sendCommand', ...args]) };
    await redisCommandOf(ioredis)(['GET', 'k']);
    await redisCommandOf(nodeRedis)(['GET', 'k']);
    expect(sent).toEqual([
      ['call', 'GET', 'k'],
      ['sendCommand', 'GET', 'k'],
    ]);
  });

  it('refuses anything else, saying which clients it takes', () => {
    for (const client of [undefined, null, {}, { query: () => undefined }]) {
      expect(() => redisCommandOf(client as unknown as RedisClient)).toThrow(
        /node-redis client .* or an ioredis client/,
      );
    }
  });
});

describe('createRedisDeduplicationStore', () => {
  /** A client that answers each command from `replies` and records it. */
  const scripted = (replies: Array<unknown | Error>) => {
    const commands: string[][] = [];
    const client = {
      sendCommand: async (args: string[]) => {
        commands.push(args);
        const reply = replies.shift();
        if (reply instanceof Error) throw reply;
        return reply;
      },
    };
    return { client, commands };
  };

  it('claims with one SET NX PX GET and reads the previous value as the state', async () => {
    const { client, commands } = scripted([null, 'owner-a', 'done']);
    const store = createRedisDeduplicationStore({ client, prefix: 'p:' });
    expect(await store.claim('k', 1_000.5, 'owner-b')).toBe('claimed');
    expect(await store.claim('k', 1_000, 'owner-b')).toBe('processing');
    expect(await store.claim('k', 1_000, 'owner-b')).toBe('done');
    expect(commands[0]).toEqual(['SET', 'p:k', 'owner-b', 'NX', 'PX', '1001', 'GET']);
    await expect(store.claim('k', 1_000, 'done')).rejects.toThrow(RangeError);
  });

  it('says Redis 7 is needed when the server refuses NX with GET', async () => {
    const { client } = scripted([new Error('ERR syntax error')]);
    await expect(createRedisDeduplicationStore({ client }).claim('k', 1_000, 'o')).rejects.toThrow(
      /needs Redis 7.0 or later/,
    );
  });

  it('runs commit and release by EVALSHA, loading the script by EVAL only on NOSCRIPT', async () => {
    const { client, commands } = scripted([
      new Error('NOSCRIPT No matching script. Please use EVAL.'),
      1,
      1,
      new Error('ERR connection reset'),
    ]);
    const store = createRedisDeduplicationStore({ client });
    await store.release('k', 'owner-a');
    await store.commit('k', 60_000, 'owner-a');
    await expect(store.commit('k', 60_000, 'owner-a')).rejects.toThrow('connection reset');
    expect(commands.map((command) => command[0])).toEqual(['EVALSHA', 'EVAL', 'EVALSHA', 'EVALSHA']);
    expect(commands[0]?.slice(2)).toEqual(['1', 'webhook-dedupe:k', 'owner-a']);
    expect(commands[0]?.[1]).toMatch(/^[0-9a-f]{40}$/);
    expect(commands[2]?.slice(2)).toEqual(['1', 'webhook-dedupe:k', '60000']);
  });

  it('refuses a command that does not answer within timeoutMs', async () => {
    const client = { sendCommand: () => new Promise<never>(() => undefined) };
    const store = createRedisDeduplicationStore({ client, timeoutMs: 1 });
    await expect(store.claim('k', 1_000, 'o')).rejects.toThrow(/redis claim .* did not answer within 1 ms/);
    expect(() => createRedisDeduplicationStore({ client, timeoutMs: 0 })).toThrow(RangeError);
  });
});
