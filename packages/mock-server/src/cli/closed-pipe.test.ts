import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { endQuietlyOnClosedPipe, whenPipeCloses } from './closed-pipe';

const epipe = () => Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });

describe('endQuietlyOnClosedPipe', () => {
  it('calls the stop once on EPIPE, however many writes fail after it, and rethrows any other error', () => {
    const stop = vi.fn();
    whenPipeCloses(stop);
    const stream = new PassThrough();
    endQuietlyOnClosedPipe([stream]);
    stream.emit('error', epipe());
    stream.emit('error', epipe());
    expect(stop).toHaveBeenCalledTimes(1);
    expect(() => stream.emit('error', Object.assign(new Error('disk'), { code: 'EIO' }))).toThrow('disk');
  });
});
