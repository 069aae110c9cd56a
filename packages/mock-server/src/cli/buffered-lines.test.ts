import { describe, expect, it } from 'vitest';
import { bufferedLines } from './buffered-lines';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('bufferedLines', () => {
  it('writes the lines of one turn together, in order, at the end of the turn', async () => {
    const writes: string[] = [];
    const log = bufferedLines({ write: (chunk) => writes.push(chunk) });
    log.line('one');
    log.line('two');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['one\ntwo\n']);
    log.line('three');
    await nextTurn();
    expect(writes).toEqual(['one\ntwo\n', 'three\n']);
  });

  it('writes what is queued at once on flush (the CLI flushes on exit), and nothing twice', async () => {
    const writes: string[] = [];
    const log = bufferedLines({ write: (chunk) => writes.push(chunk) });
    log.line('last request');
    log.flush();
    expect(writes).toEqual(['last request\n']);
    await nextTurn();
    log.flush();
    expect(writes).toEqual(['last request\n']);
  });

  it('does not hold a long burst in memory until the turn ends', () => {
    const writes: string[] = [];
    const log = bufferedLines({ write: (chunk) => writes.push(chunk) });
    for (let i = 0; i < 2_000; i += 1) log.line(`${'x'.repeat(60)} ${i}`);
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.join('').split('\n')[0]).toBe(`${'x'.repeat(60)} 0`);
  });
});
